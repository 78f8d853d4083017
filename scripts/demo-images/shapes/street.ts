/** Street furniture shared by many scenes: lit window grids, lamps, bulb strings, awnings. */
import { brand } from "../palette.ts";
import type { Rng } from "../prng.ts";
import { box, circle, type Defs, disc, fmt, g, path } from "../svg.ts";
import { glow } from "./sky.ts";

export interface GridOptions {
  x: number;
  y: number;
  cols: number;
  rows: number;
  w: number;
  h: number;
  /** Horizontal and vertical gaps between panes. */
  gx: number;
  gy: number;
  /** Share of panes lit. */
  lit: number;
}

/** Window grid with a seeded share lit warm; the rest stay dark glass. */
export function windowGrid(rng: Rng, o: GridOptions): { lit: string; dark: string } {
  let lit = "";
  let dark = "";
  for (let r = 0; r < o.rows; r++) {
    for (let c = 0; c < o.cols; c++) {
      const pane = box(o.x + c * (o.w + o.gx), o.y + r * (o.h + o.gy), o.w, o.h);
      if (rng.chance(o.lit)) lit += pane;
      else dark += pane;
    }
  }
  return { lit, dark };
}

/** Street lamp with a glowing lantern; base at (x, y). */
export function lamp(defs: Defs, x: number, y: number, h: number, color: string = brand.warm): string {
  return g(
    {},
    glow(defs, x, y - h, h * 0.55, color, 0.8),
    path(box(x - 2, y - h, 4, h) + box(x - 6, y - 8, 12, 8), { fill: "#15171c" }),
    circle(x, y - h, h * 0.07, { fill: "#fff4d6" }),
  );
}

/**
 * Festoon lights: sagging wires between posts with bulbs along them.
 * Each bulb gets a faint halo so the string reads as glowing, even when tiny.
 */
export function festoon(posts: ReadonlyArray<readonly [number, number]>, sag: number, bulbs: number) {
  let wire = "";
  let dots = "";
  let halos = "";
  for (let i = 0; i < posts.length - 1; i++) {
    const [x0, y0] = posts[i] ?? [0, 0];
    const [x1, y1] = posts[i + 1] ?? [0, 0];
    wire += `M${fmt(x0)} ${fmt(y0)}Q${fmt((x0 + x1) / 2)} ${fmt((y0 + y1) / 2 + sag * 2)} ${fmt(x1)} ${fmt(y1)}`;
    for (let b = 1; b < bulbs; b++) {
      const t = b / bulbs;
      const x = x0 + (x1 - x0) * t;
      const y = y0 + (y1 - y0) * t + sag * 4 * t * (1 - t);
      dots += disc(x, y + 3, 3.2);
      halos += disc(x, y + 3, 9);
    }
  }
  return g(
    {},
    path(wire, { fill: "none", stroke: "#2a2420", "stroke-width": 1.5 }),
    path(halos, { fill: "#ffd98a", opacity: 0.22 }),
    path(dots, { fill: "#fff1c2" }),
  );
}

/** Striped shop awning seen from the front: a band of stripes with a scalloped hem. */
export function awning(x: number, y: number, w: number, h: number, a: string, b: string): string {
  const n = Math.max(4, Math.round(w / 22));
  const sw = w / n;
  let stripes = "";
  let hem = "";
  for (let i = 0; i < n; i++) {
    if (i % 2 === 0) stripes += box(x + i * sw, y, sw, h);
    hem += `M${fmt(x + i * sw)} ${fmt(y + h)}a${fmt(sw / 2)} ${fmt(sw / 2)} 0 0 0 ${fmt(sw)} 0z`;
  }
  return g(
    {},
    path(box(x, y, w, h) + hem, { fill: a }),
    path(stripes, { fill: b }),
    path(box(x - 4, y - 4, w + 8, 6), { fill: "#2a2420" }),
  );
}
