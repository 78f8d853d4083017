/** Boutique shop fronts with awnings and balconies. */
import { brand, shade } from "../palette.ts";
import { box, type Defs, disc, g, path, rect } from "../svg.ts";
import { awning } from "./street.ts";

/** Wrought-iron balcony rail, 56 wide, hanging below y. */
function balcony(x: number, y: number): string {
  let d = `M${x} ${y}h56M${x} ${y + 22}h56`;
  for (let bx = x; bx <= x + 56; bx += 8) d += `M${bx} ${y}v22`;
  return d;
}

export interface BoutiqueOptions {
  x: number;
  w: number;
  h: number;
  ground: number;
  wall: string;
  stripe: string;
  /** Which window display: 0 handbags, 1 dress forms, 2 hats. */
  display: number;
}

/** Shopfront: pastel façade, striped awning, lit display window, upper windows. */
export function boutique(defs: Defs, o: BoutiqueOptions): string {
  const top = o.ground - o.h;
  const win = { x: o.x + 20, y: o.ground - 150, w: o.w * 0.62, h: 120 };
  const cx = win.x + win.w / 2;
  const base = win.y + win.h;
  const displays = [
    `M${cx - 50} ${base - 30}h36l-4 -34h-28zM${cx - 42} ${base - 64}a10 10 0 0 1 20 0M${cx + 14} ${base - 30}h40l-6 -40h-28z`,
    `M${cx - 20} ${base}v-40c-16 -2 -18 -40 -8 -52c6 -4 22 -4 28 0c10 12 8 50 -8 52v40z`,
    `M${cx - 50} ${base - 40}h40v-12c0 -14 -40 -14 -40 0zM${cx + 10} ${base - 50}h44v-14c0 -16 -44 -16 -44 0z`,
  ];
  return g(
    {},
    rect(o.x, top, o.w, o.h, { fill: o.wall }),
    rect(o.x, top, o.w, 14, { fill: shade(o.wall, 0.2) }),
    path(box(o.x + o.w * 0.18, top + 40, 40, 56) + box(o.x + o.w * 0.62, top + 40, 40, 56), {
      fill: "#4d5a6e",
    }),
    // Juliet balconies with flower boxes soften the upper floor.
    path(balcony(o.x + o.w * 0.18 - 8, top + 96) + balcony(o.x + o.w * 0.62 - 8, top + 96), {
      fill: "none",
      stroke: "#2a2420",
      "stroke-width": 2.5,
    }),
    path(
      disc(o.x + o.w * 0.18 + 8, top + 78, 6) +
        disc(o.x + o.w * 0.18 + 30, top + 78, 6) +
        disc(o.x + o.w * 0.62 + 8, top + 78, 6) +
        disc(o.x + o.w * 0.62 + 30, top + 78, 6),
      {
        fill: "#d46a7e",
      },
    ),
    rect(win.x, win.y, win.w, win.h, { fill: defs.linear("shopglass", "0 #fff6e2, 1 #f0d9a8") }),
    path(displays[o.display % 3] ?? "", { fill: brand.goldDeep }),
    rect(win.x + win.w + 14, o.ground - 130, o.w - win.w - 48, 130, { fill: shade(o.wall, 0.45) }),
    awning(o.x + 8, win.y - 52, o.w - 16, 34, o.stripe, "#fbf6ee"),
  );
}
