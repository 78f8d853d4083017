/** Daytime buildings: chapel, airport terminal, office towers, ski chalet (boutiques: boutique.ts). */
import { brand, mix, shade } from "../palette.ts";
import { box, circle, type Defs, fine, fmt, g, path, poly, rect } from "../svg.ts";

const at = (x: number, y: number, s: number) => `translate(${fmt(x)} ${fmt(y)}) scale(${fine(s)})`;

/** Small white chapel with steeple, rose window and arched door; base centre at (x, ground). */
export function chapel(defs: Defs, o: { x: number; ground: number; scale: number }): string {
  const wall = defs.linear("chapelwall", "0 #ffffff, 1 #e6e0d6");
  const roof = "#5b6475";
  const glass = "#9fb6cf";
  return g(
    { transform: at(o.x, o.ground, o.scale) },
    rect(-200, -230, 400, 230, { fill: wall }),
    path("M-225 -225L0 -370L225 -225Z", { fill: roof }),
    rect(-60, -420, 120, 200, { fill: wall }),
    path("M-74 -415L0 -560L74 -415Z", { fill: roof }),
    path("M0 -560v-40M-14 -586h28", { stroke: brand.gold, "stroke-width": 6 }),
    circle(0, -330, 26, { fill: glass, stroke: brand.gold, "stroke-width": 5 }),
    path("M-44 0V-120A44 44 0 0 1 44 -120V0Z", { fill: "#6b4a32" }),
    path("M-4 0V-160h8V0z", { fill: "#4a3322" }),
    path("M-150 -80V-150A22 22 0 0 1 -106 -150V-80ZM106 -80V-150A22 22 0 0 1 150 -150V-80Z", { fill: glass }),
    rect(-210, -8, 420, 8, { fill: shade("#e6e0d6", 0.12) }),
  );
}

export interface TerminalOptions {
  x: number;
  w: number;
  ground: number;
  h: number;
  /** Control tower position. */
  tower: number;
  tint: string;
}

/** Airport terminal: glass curtain wall under a thin roof, with a control tower. */
export function terminal(defs: Defs, o: TerminalOptions): string {
  const glass = defs.linear(
    "termglass",
    `0 ${mix(o.tint, "#ffffff", 0.35)}, 1 ${mix(o.tint, "#1b2433", 0.55)}`,
  );
  const frame = mix(o.tint, "#2c3340", 0.6);
  let mullions = "";
  for (let x = o.x + 20; x < o.x + o.w; x += 40) mullions += `M${x} ${o.ground - o.h}V${o.ground}`;
  const t = o.tower;
  const top = o.ground - 300;
  return g(
    {},
    path(`M${t - 16} ${o.ground}L${t - 10} ${top}H${t + 10}L${t + 16} ${o.ground}Z`, { fill: frame }),
    path(`M${t - 50} ${top}L${t - 58} ${top - 40}H${t + 58}L${t + 50} ${top}Z`, { fill: glass }),
    rect(t - 60, top - 52, 120, 12, { fill: frame }),
    path(`M${t} ${top - 52}v-40`, { stroke: frame, "stroke-width": 3 }),
    rect(o.x, o.ground - o.h, o.w, o.h, { fill: glass }),
    path(mullions, { stroke: frame, "stroke-width": 3, opacity: 0.6 }),
    rect(o.x - 30, o.ground - o.h - 16, o.w + 60, 16, { fill: frame }),
    rect(o.x, o.ground - o.h * 0.45, o.w, 4, { fill: frame }),
  );
}

/** Glass office tower: gradient curtain wall, mullion grid and a diagonal sky reflection. */
export function officeTower(
  defs: Defs,
  x: number,
  w: number,
  top: number,
  ground: number,
  tint: string,
): string {
  const id = `tower${tint.slice(1)}`;
  const glass = defs.linear(id, `0 ${mix(tint, "#ffffff", 0.45)}, 1 ${shade(tint, 0.35)}`, 0, 0, 1, 1);
  let grid = "";
  for (let gx = x + w / 6; gx < x + w - 1; gx += w / 6) grid += `M${fmt(gx)} ${top}V${ground}`;
  for (let gy = top + 24; gy < ground; gy += 24) grid += `M${x} ${gy}h${w}`;
  const flare = poly([
    [x, top + w * 0.9],
    [x + w, top + w * 0.3],
    [x + w, top + w * 0.75],
    [x, top + w * 1.35],
  ]);
  return g(
    {},
    rect(x, top, w, ground - top, { fill: glass }),
    path(grid, { stroke: shade(tint, 0.45), "stroke-width": 1.5, opacity: 0.55 }),
    path(flare, { fill: "#ffffff", opacity: 0.18 }),
    rect(x - 4, top - 10, w + 8, 10, { fill: shade(tint, 0.5) }),
  );
}

/** Alpine chalet under a heavy snow roof, windows glowing; base centre at (x, ground). */
export function chalet(defs: Defs, o: { x: number; ground: number; scale: number }): string {
  const wood = defs.linear("chaletwood", "0 #8a5630, 1 #4e2e1a");
  const lit = defs.linear("chaletlit", "0 #ffe3a0, 1 #ffb35a");
  let posts = "";
  for (let x = -170; x <= 170; x += 20) posts += `M${x} -108v30`;
  return g(
    { transform: at(o.x, o.ground, o.scale) },
    rect(90, -330, 34, 90, { fill: "#5a4a42" }),
    rect(-180, -200, 360, 200, { fill: wood }),
    path("M-220 -186L0 -330L220 -186Z", { fill: "#3b2a22" }),
    path("M-236 -180L0 -344L236 -180L214 -172L0 -318L-214 -172Z", { fill: "#f7fbff" }),
    path("M-40 -230L0 -266L40 -230Z", { fill: lit }),
    path(box(-140, -170, 60, 50) + box(80, -170, 60, 50) + box(-140, -60, 60, 50) + box(80, -60, 60, 50), {
      fill: lit,
    }),
    rect(-30, -80, 60, 80, { fill: "#3a2416" }),
    path(`${posts}M-180 -108h360M-180 -78h360`, { stroke: "#3a2416", "stroke-width": 5 }),
    path("M-190 0h380v10h-380z", { fill: "#f7fbff" }),
  );
}
