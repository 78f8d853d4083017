/**
 * Renders a CarGeometry with paint, glass, chrome, wheels and lights.
 * Paint is a vertical gradient that mirrors the scene's sky (`sheen`); that
 * reflection is what makes a black car read as glossy rather than a silhouette.
 */
import { brand, key, mix, shade } from "../palette.ts";
import { type Defs, el, ellipse, fine, fmt, g, path, rect } from "../svg.ts";
import type { CarGeometry } from "./car-geometry.ts";
import { lights, wheel } from "./car-parts.ts";

export interface CarOptions {
  /** Left edge in scene units, whichever way the car faces. */
  x: number;
  /** Ground line in scene units. */
  y: number;
  scale: number;
  /** -1 mirrors the car so it faces left. */
  facing?: 1 | -1;
  paint: string;
  /** Environment colour reflected by paint and glass. */
  sheen: string;
  /** Headlights on, with glow and a soft beam (evening scenes). */
  lights?: boolean;
  /** Opacity of the contact shadow. */
  shadow?: number;
  /** Opacity of a mirrored reflection, for glossy floors and wet roads. */
  reflection?: number;
  /** Rear door swung open (needs geometry with `door`). */
  doorOpen?: boolean;
  /** Extra markup in car-local units, drawn on top (ribbons, passengers). */
  extra?: string;
}

/** Open rear door: dark cabin with a leather seat, door panel swung towards us. */
function openDoor(geo: CarGeometry, paintColor: string, glass: string): string {
  const d = geo.door;
  if (!d) return "";
  return g(
    {},
    path(d.opening, { fill: "#0d0b0a" }),
    path(d.seat, { fill: "#8a6446" }),
    path(d.panel, { fill: shade(paintColor, 0.2) }),
    path(d.panelGlass, { fill: glass, stroke: brand.chrome, "stroke-width": 1.5 }),
    path(d.trim, { fill: "none", stroke: "#8a6446", "stroke-width": 4 }),
  );
}

/** Car-local drawing, also reused by the reflection via <use>. */
function carBody(defs: Defs, geo: CarGeometry, o: CarOptions): string {
  const p = o.paint;
  const b = geo.belt;
  const body = defs.linear(key("paint", p, o.sheen, geo.name), [
    [0, mix(p, o.sheen, 0.5)],
    [0.2, mix(p, o.sheen, 0.14)],
    [b - 0.03, p],
    [b + 0.02, mix(p, o.sheen, 0.6)], // the shoulder line catches the sky
    [b + 0.1, shade(p, 0.1)],
    [0.78, mix(p, o.sheen, 0.12)],
    [1, shade(p, 0.45)],
  ]);
  const glass = defs.linear(
    key("glass", o.sheen),
    `0 ${mix(o.sheen, "#0a0e16", 0.35)}, 0.55 ${mix(o.sheen, "#05070b", 0.8)}, 1 #05070b`,
  );
  const clipId = `clip-${geo.name}`;
  defs.raw(clipId, el("clipPath", { id: clipId }, path(geo.glass)));
  const chrome = mix(brand.chrome, o.sheen, 0.25);
  const R = geo.wheelR + 6.5; // a touch wider than the arch cut, so no seam shows
  const arches = geo.wheels
    .map((cx) => `M${fmt(cx - R)} ${-geo.wheelR}a${R} ${R} 0 0 1 ${2 * R} 0Z`)
    .join("");
  const streak = `M${fmt(geo.length * 0.45)} -260l70 0l-120 260h-70z`;
  return g(
    {},
    path(arches, { fill: "#040507" }),
    geo.interior ? path(geo.interior, { fill: "#8a6446" }) : "",
    path(geo.body, { fill: body }),
    path(geo.glass, { fill: glass }),
    // A diagonal sky streak across the glass sells the reflection.
    g({ "clip-path": `url(#${clipId})` }, path(streak, { fill: o.sheen, opacity: 0.18 })),
    path(geo.pillars, { fill: shade(p, 0.35) }),
    path(geo.seams, { fill: "none", stroke: shade(p, 0.55), "stroke-width": 1.4, opacity: 0.8 }),
    path(geo.trim, { fill: "none", stroke: chrome, "stroke-width": 2, "stroke-linecap": "round" }),
    path(geo.handles, { fill: chrome }),
    path(geo.head, { fill: o.lights ? "#fffaf0" : mix("#f1f4f7", o.sheen, 0.3) }),
    path(geo.tail, { fill: o.lights ? "#ff3b30" : "#8e1d1d" }),
    o.doorOpen ? openDoor(geo, p, glass) : "",
    ...geo.wheels.map((cx) => wheel(defs, cx, geo.wheelR, geo.whitewall === true)),
    o.extra ?? "",
  );
}

export function drawCar(defs: Defs, geo: CarGeometry, o: CarOptions): string {
  const f = o.facing ?? 1;
  const left = f < 0 ? o.x + geo.length * o.scale : o.x;
  const transform = `translate(${fmt(left)} ${fmt(o.y)}) scale(${fine(o.scale * f)} ${fine(o.scale)})`;
  const shadow = defs.radial("carshadow", "0 #000000 0.7, 0.6 #000000 0.35, 1 #000000 0");
  const parts = [
    ellipse(geo.length / 2, -2, geo.length * 0.56, 14, { fill: shadow, opacity: o.shadow ?? 0.8 }),
  ];
  const id = defs.uid("car");
  if (o.reflection) {
    // Mirror the finished car below the ground line and fade it out with a mask.
    const maskId = `${id}m`;
    const fade = defs.linear("reflfade", "0 #ffffff 1, 1 #ffffff 0");
    const area = { x: -300, y: 0, width: geo.length + 600, height: geo.height };
    const mask = el(
      "mask",
      { id: maskId, maskUnits: "userSpaceOnUse", ...area },
      rect(-300, 0, area.width, area.height, { fill: fade }),
    );
    defs.raw(maskId, mask);
    const mirrored = el("use", { href: `#${id}`, transform: "scale(1 -1)" });
    parts.push(g({ mask: `url(#${maskId})`, opacity: o.reflection }, mirrored));
  }
  if (o.lights) parts.push(lights(defs, geo));
  parts.push(g({ id }, carBody(defs, geo, o)));
  return g({ transform }, ...parts);
}
