/**
 * City skyline: seeded towers with stepped crowns, spires and lit windows.
 * All towers share one path and all lit windows another, which keeps a
 * dense skyline to a few kilobytes.
 */
import type { Rng } from "../prng.ts";
import { boxes, fmt, g, path } from "../svg.ts";

export interface SkylineOptions {
  x0: number;
  x1: number;
  baseY: number;
  minH: number;
  maxH: number;
  minW?: number;
  maxW?: number;
  fill: string;
  /** Window colour; omit for a plain silhouette. */
  windows?: string;
  /** Share of windows lit (0..1). */
  lit?: number;
  windowOpacity?: number;
}

type R = [number, number, number, number];

export function skyline(rng: Rng, o: SkylineOptions): string {
  const towers: R[] = [];
  const spires: string[] = [];
  const lit: R[] = [];
  let x = o.x0 - rng.range(0, 40);
  while (x < o.x1) {
    const w = rng.range(o.minW ?? 40, o.maxW ?? 110);
    // Taller towers towards the middle give the skyline a natural crest.
    const mid = 1 - Math.abs((x - (o.x0 + o.x1) / 2) / ((o.x1 - o.x0) / 2 + 1));
    const h = o.minH + (o.maxH - o.minH) * rng.next() * (0.45 + 0.55 * mid);
    const top = o.baseY - h;
    towers.push([x, top, w, h + 2]);
    if (rng.chance(0.35)) towers.push([x + w * 0.2, top - h * 0.08, w * 0.6, h * 0.08 + 1]);
    if (rng.chance(0.2)) spires.push(`M${fmt(x + w / 2)} ${fmt(top - h * 0.08)}v${fmt(-h * 0.18)}`);
    if (o.windows) {
      const cols = Math.max(2, Math.floor(w / 14));
      const rows = Math.floor(h / 18);
      const cw = w / cols;
      for (let r = 1; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          if (rng.chance(o.lit ?? 0.3)) lit.push([x + c * cw + cw * 0.3, top + r * 18, cw * 0.4, 7]);
        }
      }
    }
    x += w + rng.range(-12, 6);
  }
  return g(
    {},
    path(boxes(towers), { fill: o.fill }),
    spires.length ? path(spires.join(""), { stroke: o.fill, "stroke-width": 3 }) : "",
    lit.length && o.windows ? path(boxes(lit), { fill: o.windows, opacity: o.windowOpacity ?? 0.85 }) : "",
  );
}
