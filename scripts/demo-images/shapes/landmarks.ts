/** City landmarks as flat silhouettes, plus the big clock face for the hourly card. */
import { brand } from "../palette.ts";
import { box, circle, type Defs, disc, fmt, g, path, poly } from "../svg.ts";

/** Gothic clock tower with pointed spire and a lit dial; base centre at (x, ground). */
export function clockTower(x: number, ground: number, h: number, fill: string, dial: string): string {
  const w = h * 0.16;
  const top = ground - h * 0.72;
  return g(
    {},
    path(box(x - w / 2, top, w, h * 0.72) + box(x - w * 0.6, top - 6, w * 1.2, 10), { fill }),
    path(
      poly([
        [x - w * 0.5, top - 6],
        [x, ground - h],
        [x + w * 0.5, top - 6],
      ]),
      { fill },
    ),
    circle(x, top + w * 0.7, w * 0.34, { fill: dial }),
  );
}

/** Domed hall: colonnaded drum, ribbed dome and lantern; base centre at (x, ground). */
export function domeHall(x: number, ground: number, w: number, fill: string, accent: string): string {
  const baseH = w * 0.35;
  const drumW = w * 0.5;
  const drumTop = ground - baseH - w * 0.18;
  const r = drumW / 2;
  let ribs = "";
  for (const f of [-0.5, 0, 0.5])
    ribs += `M${fmt(x + f * r)} ${fmt(drumTop - r * Math.sqrt(1 - f * f))}V${fmt(drumTop)}`;
  return g(
    {},
    path(box(x - w / 2, ground - baseH, w, baseH) + box(x - drumW / 2, drumTop, drumW, w * 0.18), { fill }),
    path(`M${fmt(x - r)} ${fmt(drumTop)}a${fmt(r)} ${fmt(r)} 0 0 1 ${fmt(2 * r)} 0z`, { fill }),
    path(box(x - 6, drumTop - r - 26, 12, 26), { fill }),
    path(ribs, { stroke: accent, "stroke-width": 2, opacity: 0.5 }),
  );
}

/** Observation wheel: rim, spokes, gondolas and A-frame legs; hub at (cx, cy). */
export function ferrisWheel(cx: number, cy: number, r: number, color: string, cabin: string): string {
  let spokes = "";
  let cabins = "";
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    spokes += `M${fmt(cx)} ${fmt(cy)}L${fmt(cx + Math.cos(a) * r)} ${fmt(cy + Math.sin(a) * r)}`;
    cabins += disc(cx + Math.cos(a) * r, cy + Math.sin(a) * r + 6, r * 0.07);
  }
  const legs = `M${fmt(cx - r * 0.55)} ${fmt(cy + r * 1.25)}L${fmt(cx)} ${fmt(cy)}L${fmt(cx + r * 0.55)} ${fmt(cy + r * 1.25)}`;
  return g(
    { fill: "none", stroke: color },
    path(spokes, { "stroke-width": 1.5 }),
    circle(cx, cy, r, { "stroke-width": 4 }),
    path(legs, { "stroke-width": 6 }),
    path(cabins, { fill: cabin, stroke: "none" }),
  );
}

/** Lattice tower in the Paris manner: curved legs, two decks, needle; base centre at (x, ground). */
export function latticeTower(x: number, ground: number, h: number, fill: string): string {
  const w = h * 0.42;
  const outline = [
    `M${fmt(x - w / 2)} ${ground}`,
    `C${fmt(x - w * 0.32)} ${fmt(ground - h * 0.3)} ${fmt(x - w * 0.08)} ${fmt(ground - h * 0.6)} ${fmt(x - 3)} ${fmt(ground - h * 0.92)}`,
    `V${fmt(ground - h)}h6V${fmt(ground - h * 0.92)}`,
    `C${fmt(x + w * 0.08)} ${fmt(ground - h * 0.6)} ${fmt(x + w * 0.32)} ${fmt(ground - h * 0.3)} ${fmt(x + w / 2)} ${ground}`,
    `H${fmt(x + w * 0.24)}A${fmt(w * 0.24)} ${fmt(h * 0.2)} 0 0 0 ${fmt(x - w * 0.24)} ${ground}Z`,
  ].join("");
  const decks =
    box(x - w * 0.3, ground - h * 0.3, w * 0.6, h * 0.025) +
    box(x - w * 0.15, ground - h * 0.58, w * 0.3, h * 0.02);
  return path(outline + decks, { fill });
}

/** Big dial at ten past ten (the classic watch-advert pose), no numerals. */
export function clockFace(defs: Defs, cx: number, cy: number, r: number): string {
  let ticks = "";
  for (let i = 0; i < 60; i++) {
    const a = (i / 60) * Math.PI * 2;
    const inner = i % 5 === 0 ? r * 0.8 : r * 0.88;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    ticks += `M${fmt(cx + c * inner)} ${fmt(cy + s * inner)}L${fmt(cx + c * r * 0.93)} ${fmt(cy + s * r * 0.93)}`;
  }
  const hand = (turns: number, len: number) => {
    const a = turns * Math.PI * 2 - Math.PI / 2;
    return `M${fmt(cx)} ${fmt(cy)}L${fmt(cx + Math.cos(a) * len)} ${fmt(cy + Math.sin(a) * len)}`;
  };
  return g(
    {},
    circle(cx, cy, r * 1.12, { fill: brand.gold, opacity: 0.25 }),
    circle(cx, cy, r, {
      fill: defs.radial("dial", "0 #fffdf6, 1 #efe3c8"),
      stroke: brand.gold,
      "stroke-width": r * 0.06,
    }),
    path(ticks, { stroke: "#3a3a40", "stroke-width": r * 0.018 }),
    path(hand(10 / 12 + 10 / 720, r * 0.5), {
      stroke: "#1c2233",
      "stroke-width": r * 0.06,
      "stroke-linecap": "round",
    }),
    path(hand(10 / 60, r * 0.75), { stroke: "#1c2233", "stroke-width": r * 0.04, "stroke-linecap": "round" }),
    path(hand(40 / 60, r * 0.8), { stroke: brand.gold, "stroke-width": r * 0.015 }),
    circle(cx, cy, r * 0.05, { fill: brand.gold }),
  );
}
