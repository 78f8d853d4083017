/** Skies: gradient backdrops, glows for suns and lamps, stars, clouds and the moon. */
import type { Rng } from "../prng.ts";
import { circle, type Defs, disc, el, ellipse, g, path, rect, type Stops } from "../svg.ts";

type Area = { x0: number; x1: number; y0: number; y1: number };

/** Full-bleed vertical gradient; the id keeps each scene's sky distinct. */
export function sky(defs: Defs, id: string, w: number, h: number, stops: Stops): string {
  return rect(0, 0, w, h, { fill: defs.linear(id, stops) });
}

function glowFill(defs: Defs, color: string): string {
  return defs.radial(`glow${color.slice(1)}`, `0 ${color} 0.9, 0.35 ${color} 0.35, 1 ${color} 0`);
}

/** Soft radial light: suns, street lamps, canopy glow. */
export function glow(defs: Defs, cx: number, cy: number, r: number, color: string, strength = 1): string {
  return circle(cx, cy, r, { fill: glowFill(defs, color), opacity: strength === 1 ? undefined : strength });
}

/** Elliptical glow, for horizons and pools of light on the ground. */
export function glowEllipse(
  defs: Defs,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: string,
  strength = 1,
): string {
  return ellipse(cx, cy, rx, ry, {
    fill: glowFill(defs, color),
    opacity: strength === 1 ? undefined : strength,
  });
}

/** Two layers of stars, so brightness varies without per-star attributes. */
export function stars(rng: Rng, w: number, maxY: number, count: number, color = "#fff6e0"): string {
  let bright = "";
  let dim = "";
  for (let i = 0; i < count; i++) {
    const star = disc(rng.range(0, w), maxY * rng.next() ** 1.4, rng.range(0.8, 1.9)); // denser up high
    if (rng.chance(0.3)) bright += star;
    else dim += star;
  }
  return g({ fill: color }, path(bright, { opacity: 0.9 }), path(dim, { opacity: 0.45 }));
}

/** Flat-bottomed cumulus built from overlapping discs. */
export function cloud(rng: Rng, cx: number, cy: number, width: number): string {
  let d = "";
  const n = rng.int(4, 6);
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const r = width * (0.12 + 0.14 * Math.sin(Math.PI * t)) * rng.range(0.85, 1.15);
    d += disc(cx - width / 2 + width * t, cy - r * 0.6, r);
  }
  return d;
}

export function clouds(rng: Rng, count: number, area: Area, fill: string, opacity: number): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    d += cloud(rng, rng.range(area.x0, area.x1), rng.range(area.y0, area.y1), rng.range(120, 260));
  }
  return path(d, { fill, opacity });
}

/** Long thin stratus bands: calmer than cumulus for dawn and dusk skies. */
export function streaks(rng: Rng, count: number, area: Area, fill: string, opacity: number): string {
  const bands: string[] = [];
  for (let i = 0; i < count; i++) {
    const w = rng.range(260, 620);
    const h = rng.range(8, 18);
    bands.push(rect(rng.range(area.x0, area.x1 - w), rng.range(area.y0, area.y1), w, h, { rx: h / 2 }));
  }
  return g({ fill, opacity }, ...bands);
}

/** Crescent moon, cut with a mask so it sits cleanly on any sky gradient. */
export function moon(defs: Defs, cx: number, cy: number, r: number): string {
  const id = `moon${Math.round(cx)}`;
  const area = { id, maskUnits: "userSpaceOnUse", x: cx - r, y: cy - r, width: 2 * r, height: 2 * r };
  const cut = circle(cx + r * 0.45, cy - r * 0.25, r * 0.9, { fill: "#000000" });
  defs.raw(id, el("mask", area, circle(cx, cy, r, { fill: "#ffffff" }), cut));
  return g(
    {},
    glow(defs, cx, cy, r * 5, "#fff1cf", 0.3),
    circle(cx, cy, r, { fill: "#fbf3dd", mask: `url(#${id})` }),
  );
}
