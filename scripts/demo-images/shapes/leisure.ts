/** Leisure props: event marquee, yachts, wine barrels. */
import { brand, shade } from "../palette.ts";
import { box, type Defs, disc, fine, fmt, g, path } from "../svg.ts";

/** Peaked event marquee glowing from inside; base centre at (x, ground). */
export function marquee(defs: Defs, x: number, ground: number, w: number, h: number): string {
  const canvas = defs.linear("canvas", "0 #fffaf0, 1 #e9dcc4");
  const inside = defs.linear("tentglow", "0 #ffe7b0, 1 #ffb866");
  const eave = ground - h * 0.55;
  const peaks = 3;
  let roof = `M${fmt(x - w / 2)} ${fmt(eave)}`;
  for (let i = 0; i < peaks; i++) {
    const px = x - w / 2 + (w * (i + 0.5)) / peaks;
    roof += `Q${fmt(px - w / peaks / 4)} ${fmt(eave - h * 0.1)} ${fmt(px)} ${fmt(ground - h)}`;
    roof += `Q${fmt(px + w / peaks / 4)} ${fmt(eave - h * 0.1)} ${fmt(x - w / 2 + (w * (i + 1)) / peaks)} ${fmt(eave)}`;
  }
  let valance = "";
  const n = 14;
  for (let i = 0; i < n; i++) {
    valance += `M${fmt(x - w / 2 + (w * i) / n)} ${fmt(eave)}a${fmt(w / n / 2)} ${fmt(w / n / 3)} 0 0 0 ${fmt(w / n)} 0z`;
  }
  const door = `M${fmt(x - w * 0.14)} ${ground}L${fmt(x - w * 0.06)} ${fmt(eave)}H${fmt(x + w * 0.06)}L${fmt(x + w * 0.14)} ${ground}Z`;
  return g(
    {},
    path(`${roof}Z`, { fill: canvas }),
    path(box(x - w / 2, eave, w, ground - eave), { fill: canvas }),
    path(box(x - w * 0.42, eave + 24, w * 0.84, ground - eave - 40), { fill: inside, opacity: 0.75 }),
    path(door, { fill: inside }),
    path(valance, { fill: "#f3e8d2" }),
    path(`M${fmt(x - w / 2)} ${fmt(eave)}h${fmt(w)}`, { stroke: brand.gold, "stroke-width": 3 }),
  );
}

/** Motor yacht in side view, bow to the right; waterline at (x, y). */
export function motorYacht(x: number, y: number, scale: number, hull: string): string {
  return g(
    { transform: `translate(${fmt(x)} ${fmt(y)}) scale(${fine(scale)})` },
    path("M0 0L-20 -40H300L330 -52C320 -20 300 0 270 0Z", { fill: hull }),
    path("M-20 -40H300L330 -52L320 -46H-16Z", { fill: shade(hull, 0.15) }),
    path("M40 -40L56 -80H210L250 -40Z", { fill: "#f4f6f8" }),
    path("M80 -80L96 -108H180L200 -80Z", { fill: "#f4f6f8" }),
    path("M64 -48L74 -72H200L226 -48ZM104 -84L110 -100H172L186 -84Z", { fill: "#1f2d3d" }),
    path("M0 -6H280", { stroke: brand.navy, "stroke-width": 5 }),
  );
}

/** Sailing yacht with furled main on a tall mast; waterline at (x, y). */
export function sailYacht(x: number, y: number, scale: number, sail: string): string {
  return g(
    { transform: `translate(${fmt(x)} ${fmt(y)}) scale(${fine(scale)})` },
    path("M0 0L-16 -30H220L200 0Z", { fill: "#fbfbf8" }),
    path("M-14 -26H218", { stroke: brand.navy, "stroke-width": 5 }),
    path("M60 -30L70 -46H150L160 -30Z", { fill: "#e9ecef" }),
    path("M100 -46V-300", { stroke: "#c9ced6", "stroke-width": 4 }),
    path("M104 -290L104 -54L196 -54Z", { fill: sail, opacity: 0.95 }),
    path("M96 -250L40 -54H96Z", { fill: sail, opacity: 0.75 }),
  );
}

/** Oak barrel seen end-on: staves, hoops and a dark bung. */
export function barrel(x: number, y: number, r: number): string {
  let staves = "";
  for (let i = 1; i < 6; i++)
    staves += `M${fmt(x - r + (2 * r * i) / 6)} ${fmt(y - r * 0.95)}V${fmt(y + r * 0.95)}`;
  return g(
    {},
    path(disc(x, y, r), { fill: "#8a5a34" }),
    path(staves, { stroke: "#5e3a20", "stroke-width": r * 0.05 }),
    path(disc(x, y, r * 0.97) + disc(x, y, r * 0.8), {
      fill: "none",
      stroke: "#3b3330",
      "stroke-width": r * 0.07,
    }),
    path(disc(x, y + r * 0.5, r * 0.08), { fill: "#2a1a10" }),
  );
}
