/** About-page images: the chauffeur at the door, the preparation garage (the team: about-team.ts). */
import { brand, paint } from "../palette.ts";
import { FLEET, type Scene } from "../scene.ts";
import { drawCar } from "../shapes/car.ts";
import { saloon, suv } from "../shapes/car-models.ts";
import { crown } from "../shapes/nature.ts";
import { type PersonOptions, person } from "../shapes/people.ts";
import { glowEllipse } from "../shapes/sky.ts";
import { lamp } from "../shapes/street.ts";
import { box, disc, path, rect } from "../svg.ts";

const { width: W, height: H } = FLEET;
const SKIN = ["#e2b48e", "#c68c64", "#8d5a3b", "#f0c8a4"] as const;

export const aboutChauffeur: Scene = {
  file: "about-chauffeur.svg",
  ...FLEET,
  draw(defs, rng) {
    const car = { x: 330, y: 700, scale: 1.75, paint: paint.black, sheen: "#caa06a", doorOpen: true };
    let arches = "";
    for (const x of [60, 420, 780, 1140]) arches += `M${x - 90} 560V210a90 90 0 0 1 180 0V560Z`;
    return [
      rect(0, 0, W, H, { fill: defs.linear("chauffeurwall", "0 #2a2218, 0.8 #4a3a28, 1 #1a140e") }),
      path(arches, { fill: defs.linear("archglow", "0 #ffe2a6, 1 #e39a4c") }),
      path(box(0, 110, W, 8) + box(0, 560, W, 12), { fill: brand.gold, opacity: 0.6 }),
      path(crown(rng, 240, 580, 55) + crown(rng, 960, 580, 55), { fill: "#1e3322" }),
      rect(0, 572, W, H - 572, { fill: defs.linear("chauffeurfloor", "0 #3a2f28, 1 #120e0c") }),
      rect(0, 640, W, 80, { fill: "#6e1a22" }),
      glowEllipse(defs, 620, 700, 520, 60, "#ffcf8a", 0.3),
      drawCar(defs, saloon(), car),
      person({
        x: 565,
        y: 720,
        height: 300,
        suit: "#161b26",
        skin: SKIN[0],
        hair: "#2b1d16",
        cap: true,
        reach: true,
      }),
      lamp(defs, 110, 720, 320),
    ].join("");
  },
};

/** Wall of tool cabinets with gold pulls. */
function cabinets(x: number, y: number, n: number): string {
  let doors = "";
  let pulls = "";
  for (let i = 0; i < n; i++) {
    doors += box(x + i * 62, y, 58, 150);
    pulls += box(x + i * 62 + 14, y + 20, 30, 4) + box(x + i * 62 + 14, y + 70, 30, 4);
  }
  return path(doors, { fill: "#1f2a40" }) + path(pulls, { fill: brand.gold });
}

export const aboutGarage: Scene = {
  file: "about-garage.svg",
  ...FLEET,
  draw(defs) {
    let panels = "";
    for (let x = 120; x < W; x += 320) panels += box(x, 40, 200, 14);
    let tyres = "";
    for (let i = 0; i < 4; i++) tyres += disc(1040 + (i % 2) * 80, 220 + Math.floor(i / 2) * 80, 34);
    const worker: PersonOptions = {
      x: 560,
      y: 700,
      height: 270,
      suit: "#1f2a40",
      skin: SKIN[2],
      hair: "#1a1412",
    };
    return [
      rect(0, 0, W, H, { fill: defs.linear("garagewall", "0 #eef0f3, 0.7 #d5d9df, 1 #c4c9d0") }),
      rect(0, 0, W, 70, { fill: "#e4e7eb" }),
      path(panels, { fill: "#ffffff" }),
      ...[220, 540, 860].map((x) => glowEllipse(defs, x, 60, 200, 40, "#ffffff", 0.8)),
      rect(0, 330, W, 6, { fill: brand.gold, opacity: 0.7 }),
      cabinets(40, 380, 4),
      path(tyres, { fill: "#24272d" }),
      path(disc(1040, 220, 14) + disc(1120, 220, 14) + disc(1040, 300, 14) + disc(1120, 300, 14), {
        fill: "#8a9099",
      }),
      rect(0, 530, W, H - 530, { fill: defs.linear("garagefloor", "0 #b9bfc8, 1 #7d848f") }),
      path("M40 800L320 530M600 800V530M1160 800L880 530", {
        stroke: brand.gold,
        "stroke-width": 6,
        opacity: 0.7,
      }),
      drawCar(defs, saloon(), {
        x: 40,
        y: 690,
        scale: 0.95,
        paint: paint.black,
        sheen: "#e6e9ee",
        reflection: 0.25,
      }),
      drawCar(defs, suv(), {
        x: 650,
        y: 700,
        scale: 0.95,
        paint: paint.graphite,
        sheen: "#e6e9ee",
        reflection: 0.25,
      }),
      person({ ...worker, reach: true }),
      rect(644, 558, 24, 18, { rx: 4, fill: "#f0d9a2" }),
    ].join("");
  },
};
