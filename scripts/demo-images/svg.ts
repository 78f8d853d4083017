/**
 * Tiny string-based SVG builder. Strings keep the generator dependency-free
 * and the output byte-stable; numbers are rounded to one decimal so files
 * stay small and identical across platforms.
 */
import { type Attrs, fmt, type Pt, parseStops, pts, type Stops } from "./svg-values.ts";

export {
  type Attrs,
  type AttrValue,
  fine,
  fmt,
  type Pt,
  parseStops,
  pts,
  type Stop,
  type Stops,
} from "./svg-values.ts";

function attrs(a: Attrs): string {
  let out = "";
  for (const [key, value] of Object.entries(a)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === "number" ? fmt(value) : value}"`;
  }
  return out;
}

export function el(tag: string, a: Attrs = {}, ...children: string[]): string {
  const body = children.join("");
  return body ? `<${tag}${attrs(a)}>${body}</${tag}>` : `<${tag}${attrs(a)}/>`;
}

export const g = (a: Attrs, ...children: string[]): string => el("g", a, ...children);

export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}) =>
  el("rect", { x, y, width: w, height: h, ...a });

export const circle = (cx: number, cy: number, r: number, a: Attrs = {}) => el("circle", { cx, cy, r, ...a });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}) =>
  el("ellipse", { cx, cy, rx, ry, ...a });

export const path = (d: string, a: Attrs = {}) => el("path", { d, ...a });

/** Polygon from points (or a `pts` spec), as compact path data. */
export function poly(points: readonly Pt[] | string, close = true): string {
  const list = typeof points === "string" ? pts(points) : points;
  const d = list.map(([x, y], i) => `${i ? "L" : "M"}${fmt(x)} ${fmt(y)}`).join("");
  return close ? `${d}Z` : d;
}

/** One rectangle as clockwise path data; concatenate many into one <path>. */
export const box = (x: number, y: number, w: number, h: number): string =>
  `M${fmt(x)} ${fmt(y)}h${fmt(w)}v${fmt(h)}h${fmt(-w)}z`;

/** One circle as clockwise path data, so circles and boxes union under nonzero fill. */
export const disc = (cx: number, cy: number, r: number): string =>
  `M${fmt(cx - r)} ${fmt(cy)}a${fmt(r)} ${fmt(r)} 0 1 1 ${fmt(2 * r)} 0a${fmt(r)} ${fmt(r)} 0 1 1 ${fmt(-2 * r)} 0`;

/** Smooth line through points (Catmull-Rom converted to cubic Béziers). */
export function smoothLine(points: readonly Pt[]): string {
  const first = points[0];
  if (!first) return "";
  let d = `M${fmt(first[0])} ${fmt(first[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p1 = points[i] ?? first;
    const p0 = points[i - 1] ?? p1;
    const p2 = points[i + 1] ?? p1;
    const p3 = points[i + 2] ?? p2;
    const c1 = `${fmt(p1[0] + (p2[0] - p0[0]) / 6)} ${fmt(p1[1] + (p2[1] - p0[1]) / 6)}`;
    const c2 = `${fmt(p2[0] - (p3[0] - p1[0]) / 6)} ${fmt(p2[1] - (p3[1] - p1[1]) / 6)}`;
    d += `C${c1} ${c2} ${fmt(p2[0])} ${fmt(p2[1])}`;
  }
  return d;
}

/**
 * Collects gradients and other definitions for one document. Ids are
 * content-derived keys, so shapes asking for the same gradient share it.
 */
export class Defs {
  private readonly items = new Map<string, string>();
  private counter = 0;

  /** Unique id for elements referenced by <use>; order-stable, so deterministic. */
  uid(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  private stops(spec: Stops): string {
    return parseStops(spec)
      .map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op }))
      .join("");
  }

  /** Linear gradient in bounding-box units; default runs top to bottom. */
  linear(id: string, stops: Stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    if (!this.items.has(id))
      this.items.set(id, el("linearGradient", { id, x1, y1, x2, y2 }, this.stops(stops)));
    return `url(#${id})`;
  }

  /** Radial gradient in bounding-box units, centred unless told otherwise. */
  radial(id: string, stops: Stops, cx = 0.5, cy = 0.5, r = 0.5): string {
    if (!this.items.has(id)) this.items.set(id, el("radialGradient", { id, cx, cy, r }, this.stops(stops)));
    return `url(#${id})`;
  }

  /** Arbitrary definition (clipPath, mask) under a fixed id. */
  raw(id: string, markup: string): string {
    if (!this.items.has(id)) this.items.set(id, markup);
    return `url(#${id})`;
  }

  toString(): string {
    return this.items.size ? el("defs", {}, ...this.items.values()) : "";
  }
}

export function svgDocument(width: number, height: number, defs: Defs, body: string): string {
  const root = { xmlns: "http://www.w3.org/2000/svg", width, height, viewBox: `0 0 ${width} ${height}` };
  return `${el("svg", root, defs.toString(), body)}\n`;
}

/** Many boxes as one path's data: far smaller than a <rect> each. */
export const boxes = (list: ReadonlyArray<readonly [number, number, number, number]>): string =>
  list.map(([x, y, w, h]) => box(x, y, w, h)).join("");

/** Many discs as one path's data. */
export const discs = (list: ReadonlyArray<readonly [number, number, number]>): string =>
  list.map(([x, y, r]) => disc(x, y, r)).join("");
