/** Evening venue: the grand hotel with its canopy. */
import { brand } from "../palette.ts";
import type { Rng } from "../prng.ts";
import { box, type Defs, fmt, g, path, rect } from "../svg.ts";
import { glow } from "./sky.ts";
import { windowGrid } from "./street.ts";

export interface HotelOptions {
  x: number;
  w: number;
  top: number;
  ground: number;
  /** Centre of the entrance and canopy. */
  entrance: number;
  canopyY: number;
}

/** Grand hotel façade: lit rooms, roof flags, glowing lobby under a gold-edged canopy. */
export function hotel(defs: Defs, rng: Rng, o: HotelOptions): string {
  const cols = Math.floor(o.w / 70);
  const rows = Math.floor((o.canopyY - o.top - 90) / 62);
  const win = windowGrid(rng, {
    x: o.x + 30,
    y: o.top + 50,
    cols,
    rows,
    w: 30,
    h: 40,
    gx: o.w / cols - 30,
    gy: 22,
    lit: 0.55,
  });
  const doorW = 360;
  const dx = o.entrance - doorW / 2;
  const doorH = o.ground - o.canopyY - 20;
  const flags = [0.3, 0.7].map((f) => o.x + o.w * f);
  const c = o.entrance;
  return g(
    {},
    // Roof flags: the small detail that says "grand hotel" without words.
    path(flags.map((x) => `M${fmt(x)} ${o.top}v-110`).join(""), { stroke: "#8a8f9a", "stroke-width": 4 }),
    path(flags.map((x) => `M${fmt(x + 2)} ${o.top - 108}c30 -8 50 8 80 0v44c-30 8 -50 -8 -80 0z`).join(""), {
      fill: brand.gold,
    }),
    rect(o.x, o.top, o.w, o.ground - o.top, {
      fill: defs.linear("hotelstone", "0 #1b2236, 0.7 #2c2f3c, 1 #4a3f36"),
    }),
    rect(o.x - 10, o.top - 14, o.w + 20, 18, { fill: "#11172a" }),
    rect(o.x, o.top + 20, o.w, 3, { fill: brand.gold, opacity: 0.5 }),
    path(win.dark, { fill: "#0e1424" }),
    path(win.lit, { fill: brand.window, opacity: 0.9 }),
    // Lobby: warm interior behind glass, framed in gold.
    glow(defs, c, o.canopyY + 100, 420, "#ffb45a", 0.7),
    rect(dx, o.canopyY + 20, doorW, doorH, { fill: defs.linear("lobby", "0 #ffdf9e, 1 #d88a3c") }),
    path(
      box(dx + 88, o.canopyY + 20, 6, doorH) +
        box(dx + 177, o.canopyY + 20, 6, doorH) +
        box(dx + 266, o.canopyY + 20, 6, doorH),
      {
        fill: "#6d4a22",
      },
    ),
    rect(dx - 8, o.canopyY + 12, doorW + 16, doorH + 8, {
      fill: "none",
      stroke: brand.gold,
      "stroke-width": 6,
    }),
    // Canopy slab with a glowing soffit and downlights.
    rect(c - 420, o.canopyY - 30, 840, 34, { fill: "#0c0f18" }),
    rect(c - 420, o.canopyY - 34, 840, 6, { fill: brand.gold }),
    rect(c - 420, o.canopyY + 4, 840, 8, { fill: "#ffe2a8" }),
    glow(defs, c - 260, o.canopyY + 30, 120, "#ffe2a8", 0.6),
    glow(defs, c + 260, o.canopyY + 30, 120, "#ffe2a8", 0.6),
    path(`M${c - 410} ${o.canopyY}V${o.ground}M${c + 410} ${o.canopyY}V${o.ground}`, {
      stroke: brand.goldDeep,
      "stroke-width": 8,
    }),
  );
}
