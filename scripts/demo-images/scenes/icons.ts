/**
 * Menu icons, 96x96 on transparent: a calendar with a car. The hover variant
 * inverts it (solid gold, dark car), so the swap reads as a highlight.
 */
import { brand } from "../palette.ts";
import { ICON, type Scene } from "../scene.ts";
import { disc, g, path, rect } from "../svg.ts";

const CAR =
  "M24 66V60C24 57 26 56 29 55L36 53L42 46C43 45 44 44 46 44H57C59 44 60 45 61 46L66 53L70 54C72 55 73 57 73 60V66Z";
const WHEELS = disc(34, 66, 5) + disc(63, 66, 5);
const RINGS = "M32 12V26M64 12V26";

export const iconReserve: Scene = {
  file: "icon-reserve.svg",
  ...ICON,
  draw() {
    const line = {
      fill: "none",
      stroke: brand.gold,
      "stroke-width": 4,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    };
    return g(
      {},
      rect(12, 19, 72, 64, { rx: 9, ...line }),
      path("M12 35H84", line),
      path(RINGS, line),
      path(CAR, { ...line, "stroke-width": 3 }),
      path(WHEELS, { fill: brand.gold }),
    );
  },
};

export const iconReserveHover: Scene = {
  file: "icon-reserve-hover.svg",
  ...ICON,
  draw(defs) {
    const gold = defs.linear("icongold", `0 ${brand.champagne}, 1 ${brand.gold}`);
    const dark = brand.night;
    return g(
      {},
      rect(10, 17, 76, 68, { rx: 10, fill: gold }),
      rect(10, 17, 76, 18, { rx: 10, fill: brand.goldDeep }),
      rect(10, 27, 76, 8, { fill: brand.goldDeep }),
      path(RINGS, { stroke: dark, "stroke-width": 5, "stroke-linecap": "round" }),
      path(CAR, { fill: dark }),
      path(WHEELS, { fill: dark, stroke: brand.champagne, "stroke-width": 2 }),
    );
  },
};
