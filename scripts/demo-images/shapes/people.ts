/**
 * Stylised people: flat, front-facing figures from a few rounded shapes.
 * Drawn in a 100-unit-tall box and placed with a transform, so the outlines
 * stay readable as literal path data. Faces stay blank on purpose.
 */
import { brand, shade } from "../palette.ts";
import { circle, disc, fine, fmt, g, path } from "../svg.ts";

export interface PersonOptions {
  x: number;
  /** Feet line. */
  y: number;
  height: number;
  suit: string;
  skin: string;
  hair: string;
  /** Chauffeur: peaked cap, gold tie, white gloves. */
  cap?: boolean;
  /** Dress silhouette instead of trousers, hair up in a bun. */
  dress?: boolean;
  /** Right arm (viewer's right) reaches out to hold something, e.g. a car door. */
  reach?: boolean;
}

const TORSO = "M-13 22C-15 20 -16 24 -16 28L-14 58H14L16 28C16 24 15 20 13 22Z";
const TROUSERS = "M-13 56L-11 98H-2L0 64L2 98H11L13 56Z";
const SKIRT = "M-14 56L-19 97H19L14 56Z";
const LEFT_ARM = "M-16 27L-20 58H-14L-12 32Z";
const RIGHT_ARM = "M16 27L20 58H14L12 32Z";
const REACH_ARM = "M13 24L34 44L31 49L12 33Z";
const CAP = "M-9 6C-9 -1 9 -1 9 6H13V8H-9Z";
const SHORT_HAIR = "M-8.6 9C-9 0 9 0 8.6 9C5 5 -5 5 -8.6 9Z";
const LONG_HAIR = "M-9 11C-10 -1 10 -1 9 11C6 4 -6 4 -9 11Z";

export function person(o: PersonOptions): string {
  const u = o.height / 100;
  const glove = o.cap ? "#f4f1ea" : o.skin;
  const head = [
    path("M-3.5 16h7v6h-7z", { fill: o.skin }),
    circle(0, 10, 8.5, { fill: o.skin }),
    o.cap
      ? path(CAP, { fill: shade(o.suit, 0.2) }) + path("M-9 5h18v1.4h-18z", { fill: brand.gold })
      : path(o.dress ? LONG_HAIR + disc(4, 1, 4) : SHORT_HAIR, { fill: o.hair }),
  ];
  // Shirt and tie: the white V is what makes a dark figure read as a suit.
  const shirt = o.dress
    ? ""
    : path("M-5 21L0 36L5 21Z", { fill: "#f4f1ea" }) +
      path("M-1.4 24L0 34L1.4 24Z", { fill: o.cap ? brand.gold : shade(o.suit, 0.4) });
  return g(
    { transform: `translate(${fmt(o.x)} ${fmt(o.y - o.height)}) scale(${fine(u)})` },
    path(o.dress ? SKIRT : TROUSERS, { fill: o.dress ? o.suit : shade(o.suit, 0.25) }),
    path(LEFT_ARM + (o.reach ? REACH_ARM : RIGHT_ARM), { fill: shade(o.suit, 0.12) }),
    path(TORSO, { fill: o.suit }),
    shirt,
    ...head,
    path(disc(-17, 58, 3) + (o.reach ? disc(33.5, 47, 3.2) : disc(17, 58, 3)), { fill: glove }),
  );
}

/** Heads and shoulders above an open car's door line, in car-local units. */
export function passengers(seatXs: readonly number[], hair: string): string {
  let parts = "";
  seatXs.forEach((x, i) => {
    parts += path(`M${x - 16} -92C${x - 16} -112 ${x + 16} -112 ${x + 16} -92Z`, {
      fill: i ? "#e9e0cf" : "#1c2233",
    });
    parts += circle(x, -122, 11, { fill: "#e2b48e" });
    parts += path(
      `M${x - 11} -124C${x - 12} -138 ${x + 12} -138 ${x + 11} -124C${x + 4} -130 ${x - 4} -130 ${x - 11} -124Z`,
      {
        fill: hair,
      },
    );
  });
  // A silk scarf streaming back from the rear passenger: motion without blur.
  const x = seatXs[seatXs.length - 1];
  if (x !== undefined && seatXs.length > 1) {
    const scarf = `M${x - 8} -112C${x - 40} -116 ${x - 70} -104 ${x - 110} -114C${x - 80} -100 ${x - 40} -104 ${x - 6} -106Z`;
    parts += path(scarf, { fill: brand.gold });
  }
  return parts;
}
