/** A car's wheels and lights, for drawCar (car.ts). */
import { brand } from "../palette.ts";
import { circle, type Defs, fmt, g, path } from "../svg.ts";
import type { CarGeometry } from "./car-geometry.ts";

export function wheel(defs: Defs, cx: number, r: number, whitewall: boolean): string {
  const cy = -r;
  const rim = defs.radial("rim", "0 #f4f6f8, 0.7 #aab1ba, 1 #5d646e");
  const turn = (cx * 7) % 72; // spokes rotate with position, so no two wheels look stamped
  let spokes = "";
  for (let i = 0; i < 5; i++) {
    const a = ((turn + i * 72) * Math.PI) / 180;
    const [c, s] = [Math.cos(a) * r, Math.sin(a) * r];
    spokes += `M${fmt(cx + c * 0.16)} ${fmt(cy + s * 0.16)}L${fmt(cx + c * 0.6)} ${fmt(cy + s * 0.6)}`;
  }
  const wall = whitewall
    ? { stroke: "#f3efe6", "stroke-width": r * 0.16 }
    : { stroke: "#23262c", "stroke-width": r * 0.06 };
  return g(
    {},
    circle(cx, cy, r, { fill: "#0a0b0e" }),
    circle(cx, cy, r * 0.9, { fill: "none", ...wall }),
    circle(cx, cy, r * 0.64, { fill: "#16181d" }),
    path(spokes, { stroke: rim, "stroke-width": r * 0.14, "stroke-linecap": "round" }),
    circle(cx, cy, r * 0.62, { fill: "none", stroke: rim, "stroke-width": r * 0.06 }),
    circle(cx, cy, r * 0.15, { fill: brand.gold }),
  );
}

export function lights(defs: Defs, geo: CarGeometry): string {
  const [hx, hy] = geo.headAt;
  const glow = defs.radial("headglow", "0 #fff6dc 0.95, 0.25 #ffe3a6 0.5, 1 #ffd27f 0");
  const beam = defs.linear("beam", "0 #ffe8b8 0.45, 1 #ffe8b8 0", 0, 0, 1, 0);
  const tail = defs.radial("tailglow", "0 #ff5a4a 0.7, 1 #ff2a1a 0");
  const cone = `M${fmt(hx)} ${fmt(hy - 6)}l260 -24v90L${fmt(hx)} ${fmt(hy + 6)}Z`;
  return g(
    {},
    path(cone, { fill: beam }),
    circle(hx, hy, 46, { fill: glow }),
    circle(10, -70, 26, { fill: tail }),
  );
}
