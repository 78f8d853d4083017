/** Evening venues: neoclassical opera house, theatre with marquee (the grand hotel: hotel.ts). */
import { brand, shade } from "../palette.ts";
import { box, circle, type Defs, disc, fmt, g, path, poly, rect } from "../svg.ts";
import { glow } from "./sky.ts";

export interface OperaOptions {
  x: number;
  w: number;
  top: number;
  ground: number;
  steps: number;
}

/** Neoclassical opera house: copper dome, pediment, colonnade before lit arches, broad steps. */
export function opera(defs: Defs, o: OperaOptions): string {
  const stone = defs.linear("operastone", "0 #6b5a48, 0.6 #c9a271, 1 #f0cf94");
  const cx = o.x + o.w / 2;
  const colTop = o.top + 150;
  const colBottom = o.ground - o.steps;
  const span = o.w * 0.8;
  let cols = "";
  let shade_ = "";
  let bays = "";
  let arches = "";
  for (let i = 0; i < 8; i++) {
    const x = cx - span / 2 + (span * i) / 7;
    cols += box(x - 16, colTop, 32, colBottom - colTop);
    shade_ += box(x + 6, colTop, 6, colBottom - colTop);
    if (i === 7) continue;
    const bw = span / 7 - 68;
    bays += box(x + 34, colTop + 60, bw, colBottom - colTop - 60);
    arches += `M${fmt(x + 34)} ${colTop + 60}a${fmt(bw / 2)} ${fmt(bw / 2)} 0 0 1 ${fmt(bw)} 0z`;
  }
  let stepLines = "";
  for (let i = 0; i < 6; i++) stepLines += box(o.x - i * 30, colBottom + (o.steps / 6) * i, o.w + i * 60, 3);
  const dome = `M${fmt(cx - 230)} ${o.top + 70}A230 130 0 0 1 ${fmt(cx + 230)} ${o.top + 70}Z`;
  return g(
    {},
    path(dome, { fill: defs.linear("operadome", "0 #7fa89a, 1 #2f4f4c") }),
    rect(cx - 20, o.top - 92, 40, 34, { fill: "#5f8a80" }),
    path(`M${fmt(cx)} ${o.top - 92}v-28`, { stroke: brand.gold, "stroke-width": 5 }),
    rect(o.x, colTop, o.w, colBottom - colTop, { fill: shade("#3b2a1f", 0.2) }),
    path(bays, { fill: defs.linear("operaglow", "0 #ffd28a, 1 #ff9f4a") }),
    path(arches, { fill: "#ffe3ae" }),
    path(cols, { fill: stone }),
    path(shade_, { fill: "#000000", opacity: 0.18 }),
    rect(o.x - 20, o.top + 110, o.w + 40, 44, { fill: stone }),
    rect(o.x - 20, o.top + 128, o.w + 40, 4, { fill: "#7d5f3c", opacity: 0.6 }),
    path(
      poly([
        [o.x - 30, o.top + 112],
        [cx, o.top],
        [o.x + o.w + 30, o.top + 112],
      ]),
      { fill: stone },
    ),
    path(
      poly([
        [o.x + 40, o.top + 100],
        [cx, o.top + 26],
        [o.x + o.w - 40, o.top + 100],
      ]),
      {
        fill: "#8c6c48",
        opacity: 0.6,
      },
    ),
    circle(cx, o.top + 70, 22, { fill: "none", stroke: brand.gold, "stroke-width": 5 }),
    rect(o.x - 60, colBottom, o.w + 120, o.steps, {
      fill: defs.linear("operasteps", "0 #d9b98a, 1 #7a6550"),
    }),
    path(stepLines, { fill: "#5e4a38", opacity: 0.45 }),
  );
}

/** Art-deco theatre: stepped crown, bulb-lit marquee, blade sign and red-curtained doors. */
export function theatre(defs: Defs, o: { x: number; w: number; top: number; ground: number }): string {
  const cx = o.x + o.w / 2;
  const mq = o.ground - 200; // marquee top
  let bulbs = "";
  for (let x = o.x + 20; x <= o.x + o.w - 20; x += 18) bulbs += disc(x, mq + 6, 3.5) + disc(x, mq + 74, 3.5);
  for (let y = o.top + 80; y < mq - 20; y += 20) bulbs += disc(cx, y, 4);
  const w = o.w;
  const crown = `M${o.x} ${o.top + 60}h${w * 0.2}v-30h${w * 0.15}v-30h${w * 0.3}v30h${w * 0.15}v30h${w * 0.2}V${o.ground}H${o.x}Z`;
  const doors = [0.22, 0.42, 0.58, 0.78]
    .map((f) => box(o.x + o.w * f - 34, o.ground - 110, 68, 110))
    .join("");
  return g(
    {},
    path(crown, { fill: defs.linear("theatrewall", "0 #3a2030, 1 #1d1420") }),
    path(`M${fmt(o.x + o.w * 0.35)} ${o.top + 20}H${fmt(o.x + o.w * 0.65)}`, {
      stroke: brand.gold,
      "stroke-width": 4,
    }),
    rect(cx - 26, o.top + 60, 52, mq - o.top - 60, {
      fill: "#5a1424",
      stroke: brand.gold,
      "stroke-width": 3,
    }),
    rect(o.x - 20, mq, o.w + 40, 80, { fill: "#14101a", stroke: brand.gold, "stroke-width": 4 }),
    rect(o.x + 40, mq + 18, o.w - 80, 44, { fill: "#f6e7c4" }),
    glow(defs, cx, o.ground - 60, o.w * 0.6, "#ff9a5a", 0.6),
    path(doors, { fill: defs.linear("curtain", "0 #c23a3a, 1 #6e1218") }),
    path(doors, { fill: "none", stroke: brand.gold, "stroke-width": 4 }),
    path(bulbs, { fill: "none", stroke: "#ffd98a", "stroke-width": 10, "stroke-opacity": 0.25 }),
    path(bulbs, { fill: "#fff3cf" }),
  );
}
