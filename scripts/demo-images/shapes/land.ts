/** Terrain: rolling hills, snowy mountain ranges, water with glints, roads. */
import { mix } from "../palette.ts";
import type { Rng } from "../prng.ts";
import { box, type Defs, el, fmt, g, type Pt, path, poly, rect, type Stops, smoothLine } from "../svg.ts";

/** Smooth hill band from x=0..w with seeded undulation, filled down to `bottom`. */
export function hill(
  rng: Rng,
  w: number,
  baseY: number,
  amp: number,
  bumps: number,
  fill: string,
  bottom: number,
) {
  const points: Pt[] = [];
  for (let i = 0; i <= bumps; i++) points.push([(w * i) / bumps, baseY - amp * rng.next()]);
  return hillThrough(points, fill, bottom);
}

/** Hill whose crest passes through the given points, filled down to `bottom`. */
export function hillThrough(points: readonly Pt[], fill: string, bottom: number): string {
  const first = points[0] ?? [0, 0];
  const last = points[points.length - 1] ?? first;
  return path(`${smoothLine(points)}L${fmt(last[0])} ${bottom}L${fmt(first[0])} ${bottom}Z`, { fill });
}

export interface Peak {
  x: number;
  y: number;
}

/** Jagged line from a to b by midpoint displacement (b included, a not). */
function jag(rng: Rng, a: Pt, b: Pt, rough: number, depth: number): Pt[] {
  if (depth === 0) return [b];
  const m: Pt = [
    (a[0] + b[0]) / 2 + rng.range(-rough, rough) * 0.4,
    (a[1] + b[1]) / 2 + rng.range(-rough, rough),
  ];
  return [...jag(rng, a, m, rough / 2, depth - 1), ...jag(rng, m, b, rough / 2, depth - 1)];
}

export interface RangeOptions {
  w: number;
  baseY: number;
  peaks: readonly Peak[];
  fill: string;
  shadow: string;
  snow?: string;
  snowDepth?: number;
}

/**
 * Mountain range: lit faces, shadowed right flanks and snow caps, the last two
 * clipped by the outline so they sit exactly on the jagged ridge.
 */
export function range(defs: Defs, rng: Rng, id: string, o: RangeOptions): string {
  const outline: Pt[] = [[0, o.baseY]];
  let shadows = "";
  let caps = "";
  let prev: Pt = [0, o.baseY];
  o.peaks.forEach((p, i) => {
    const next = o.peaks[i + 1];
    const low = next ? Math.max(p.y, next.y) : p.y;
    const valley: Pt = next ? [(p.x + next.x) / 2, low + (o.baseY - low) * 0.45] : [o.w, o.baseY - 40];
    const peak: Pt = [p.x, p.y];
    const down = jag(rng, peak, valley, 30, 3);
    outline.push(...jag(rng, prev, peak, 30, 3), ...down);
    const foot: Pt = [p.x + (valley[0] - p.x) * 0.15, o.baseY];
    const crease = jag(rng, [p.x + 20, o.baseY - (o.baseY - p.y) * 0.5], peak, 20, 2);
    shadows += poly([peak, ...down, [valley[0], o.baseY], foot, ...crease]);
    // The snow line follows this peak's own flanks, so caps never spill sideways.
    const d = o.snowDepth ?? 90;
    const l: Pt = [p.x + ((prev[0] - p.x) * d) / Math.max(d, prev[1] - p.y), p.y + d];
    const r: Pt = [p.x + ((valley[0] - p.x) * d) / Math.max(d, valley[1] - p.y), p.y + d];
    const teeth: Pt[] = [];
    for (let t = 1; t < 6; t++) {
      teeth.push([r[0] + ((l[0] - r[0]) * t) / 6, p.y + d * (t % 2 ? 0.7 : 1.05) + rng.range(-6, 6)]);
    }
    caps += poly([[p.x, p.y - 5], [r[0] + 20, r[1]], ...teeth, [l[0] - 20, l[1]]]);
    prev = valley;
  });
  outline.push([o.w, o.baseY]);
  const shape = poly(outline);
  const clipId = `clip-${id}`;
  defs.raw(clipId, el("clipPath", { id: clipId }, path(shape)));
  return g(
    {},
    path(shape, { fill: o.fill }),
    g(
      { "clip-path": `url(#${clipId})` },
      path(shadows, { fill: o.shadow }),
      o.snow ? path(caps, { fill: o.snow }) : "",
    ),
  );
}

export interface WaterOptions {
  x: number;
  y: number;
  w: number;
  h: number;
  stops: Stops;
  glint: string;
  /** Glints gather under this x (sun or moon); spread evenly when omitted. */
  glintX?: number;
  count?: number;
}

/** Water with horizontal glints, shorter and denser towards the horizon. */
export function water(defs: Defs, rng: Rng, id: string, o: WaterOptions): string {
  let glints = "";
  for (let i = 0; i < (o.count ?? 60); i++) {
    const t = rng.next() ** 1.6;
    const y = o.y + 4 + t * (o.h - 8);
    const cx =
      o.glintX === undefined
        ? o.x + rng.range(0, o.w)
        : o.glintX + rng.range(-1, 1) * (120 + t * 500) * rng.next();
    const len = rng.range(10, 40) * (0.5 + t * 2);
    glints += box(cx - len / 2, y, len, 1 + t * 2.5);
  }
  return g(
    {},
    rect(o.x, o.y, o.w, o.h, { fill: defs.linear(id, o.stops) }),
    path(glints, { fill: o.glint, opacity: 0.55 }),
  );
}

/** Straight road band with a dashed centre line; `y` is the near kerb. */
export function road(
  x0: number,
  x1: number,
  y: number,
  depth: number,
  asphalt: string,
  line: string,
): string {
  const dash = { stroke: line, "stroke-width": 3, "stroke-dasharray": "34 26", opacity: 0.7 };
  return g(
    {},
    rect(x0, y - depth, x1 - x0, depth, { fill: asphalt }),
    rect(x0, y - depth, x1 - x0, 3, { fill: mix(asphalt, "#ffffff", 0.25) }),
    path(`M${x0} ${fmt(y - depth / 2)}H${x1}`, dash),
  );
}
