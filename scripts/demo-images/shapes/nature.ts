/** Trees and vines, each returned as path data so a whole grove is one element. */
import type { Rng } from "../prng.ts";
import { boxes, discs, fmt } from "../svg.ts";

/** Stacked-triangle conifer, base centre at (x, y). */
export function pine(x: number, y: number, h: number): string {
  const w = h * 0.42;
  let d = `M${fmt(x - w * 0.06)} ${fmt(y)}h${fmt(w * 0.12)}v${fmt(-h * 0.14)}h${fmt(-w * 0.12)}z`;
  for (let i = 0; i < 3; i++) {
    const top = y - h + i * h * 0.22;
    const half = (w / 2) * (0.6 + i * 0.22);
    const base = top + h * 0.45;
    d += `M${fmt(x)} ${fmt(top)}L${fmt(x + half)} ${fmt(base)}L${fmt(x - half)} ${fmt(base)}Z`;
  }
  return d;
}

/** Slender Mediterranean cypress: the vertical accent in vineyard scenes. */
export function cypress(x: number, y: number, h: number): string {
  const w = h * 0.16;
  return `M${fmt(x)} ${fmt(y - h)}C${fmt(x + w)} ${fmt(y - h * 0.7)} ${fmt(x + w * 0.9)} ${fmt(y - h * 0.15)} ${fmt(x + w * 0.3)} ${fmt(y)}H${fmt(x - w * 0.3)}C${fmt(x - w * 0.9)} ${fmt(y - h * 0.15)} ${fmt(x - w)} ${fmt(y - h * 0.7)} ${fmt(x)} ${fmt(y - h)}Z`;
}

/** Rounded deciduous crown (blossom trees, topiary, park trees). */
export function crown(rng: Rng, x: number, y: number, r: number): string {
  const puffs: Array<[number, number, number]> = [[x, y - r * 1.5, r * 0.75]];
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    puffs.push([x + Math.cos(a) * r * 0.5, y - r * 1.5 + Math.sin(a) * r * 0.42, r * rng.range(0.45, 0.6)]);
  }
  return discs(puffs);
}

/** Trunk for `crown`. */
export function trunk(x: number, y: number, r: number): string {
  return boxes([[x - r * 0.08, y - r * 1.2, r * 0.16, r * 1.2]]);
}

/** Scattered blossom dots over a crown, for spring scenes. */
export function blossoms(rng: Rng, x: number, y: number, r: number, count: number): string {
  const dots: Array<[number, number, number]> = [];
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = r * Math.sqrt(rng.next()) * 1.05;
    dots.push([x + Math.cos(a) * d, y - r * 1.5 + Math.sin(a) * d * 0.85, rng.range(2, 4.5)]);
  }
  return discs(dots);
}

/**
 * Vineyard rows converging on a vanishing point. Rows are thin wedges so they
 * narrow with distance like real perspective; the soil shows between them.
 */
export function vineRows(o: {
  vx: number;
  vy: number;
  x0: number;
  x1: number;
  bottom: number;
  rows: number;
  start: number;
}): string {
  let d = "";
  const spacing = (o.x1 - o.x0) / o.rows;
  for (let i = 0; i <= o.rows; i++) {
    const bx = o.x0 + spacing * i;
    // Begin part-way down so rows don't merge into a blob at the vanishing point.
    const t = o.start;
    const sx = o.vx + (bx - o.vx) * t;
    const sy = o.vy + (o.bottom - o.vy) * t;
    const half = spacing * 0.3;
    d += `M${fmt(sx - half * t)} ${fmt(sy)}L${fmt(sx + half * t)} ${fmt(sy)}L${fmt(bx + half)} ${fmt(o.bottom)}L${fmt(bx - half)} ${fmt(o.bottom)}Z`;
  }
  return d;
}

/** Horizontal contour rows for distant vineyard hills. */
export function contourRows(
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  count: number,
  curve: number,
): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const y = y0 + ((y1 - y0) * i) / count;
    d += `M${fmt(x0)} ${fmt(y)}Q${fmt((x0 + x1) / 2)} ${fmt(y - curve)} ${fmt(x1)} ${fmt(y)}`;
  }
  return d;
}
