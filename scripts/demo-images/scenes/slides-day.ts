/** Daylight gallery slides: airport apron at dawn, coastal road, alpine pass. */
import { paint } from "../palette.ts";
import type { Rng } from "../prng.ts";
import { type Scene, SLIDE } from "../scene.ts";
import { terminal } from "../shapes/buildings.ts";
import { drawCar } from "../shapes/car.ts";
import { convertible, saloon, suv } from "../shapes/car-models.ts";
import { hill, hillThrough, range, road, water } from "../shapes/land.ts";
import { crown, cypress, pine } from "../shapes/nature.ts";
import { passengers } from "../shapes/people.ts";
import { drawPlane } from "../shapes/plane.ts";
import { glow, sky, streaks } from "../shapes/sky.ts";
import { box, path, poly, pts, rect } from "../svg.ts";

const { width: W, height: H } = SLIDE;

export const airportTarmac: Scene = {
  file: "slide-airport-tarmac.svg",
  ...SLIDE,
  draw(defs, rng) {
    let marks = "";
    for (let i = -6; i <= 10; i++) marks += `M${800 + i * 60} 610L${800 + i * 260} 900`;
    return [
      sky(defs, "sky-dawn", W, H, "0 #34426e, 0.35 #9a86ad, 0.58 #f2ae8a, 0.68 #ffd9a0"),
      glow(defs, 330, 600, 560, "#ffcf8a", 0.9),
      streaks(rng, 7, { x0: 0, x1: W, y0: 150, y1: 430 }, "#ffd2bb", 0.35),
      rect(0, 560, W, 50, { fill: "#8a7f98", opacity: 0.5 }),
      terminal(defs, { x: 760, w: 900, ground: 612, h: 110, tower: 640, tint: "#7384ad" }),
      rect(0, 610, W, H - 610, { fill: defs.linear("apron", "0 #a49aa6, 1 #4c4856") }),
      path(marks, { stroke: "#ffffff", "stroke-width": 2, opacity: 0.12 }),
      path("M0 760C500 700 1100 690 1600 720", {
        fill: "none",
        stroke: "#c9a45c",
        "stroke-width": 6,
        opacity: 0.8,
      }),
      drawPlane(defs, { x: 100, y: 760, scale: 1.24, sheen: "#f4c29c", parked: true }),
      drawCar(defs, saloon(), {
        x: 900,
        y: 835,
        scale: 1.25,
        facing: -1,
        paint: paint.black,
        sheen: "#f0b890",
        lights: true,
      }),
    ].join("");
  },
};

/** Angular rock facets for the cliff face below the road. */
function rocks(rng: Rng): string {
  let d = "";
  for (let i = 0; i < 14; i++) {
    const [x, y, w] = [rng.range(0, W), rng.range(790, 880), rng.range(60, 160)];
    d += poly([
      [x, y],
      [x + w * 0.4, y - w * 0.25],
      [x + w, y + w * 0.05],
      [x + w * 0.6, y + w * 0.2],
    ]);
  }
  return d;
}

/** A cluster of whitewashed houses with terracotta roofs on the headland. */
function villas(x: number, y: number): string {
  const walls: Array<[number, number, number, number]> = [];
  walls.push([x, y, 46, 30], [x + 54, y + 10, 38, 26], [x + 100, y + 22, 50, 28]);
  let [wallD, roofD, windowD] = ["", "", ""];
  for (const [wx, wy, ww, wh] of walls) {
    wallD += box(wx, wy, ww, wh);
    roofD += poly([
      [wx - 4, wy],
      [wx + ww / 2, wy - 12],
      [wx + ww + 4, wy],
    ]);
    windowD += box(wx + ww * 0.3, wy + 9, 6, 8);
  }
  return (
    path(wallD, { fill: "#f6ebdc" }) + path(roofD, { fill: "#b4553a" }) + path(windowD, { fill: "#6a4a3a" })
  );
}

export const coastalRoad: Scene = {
  file: "slide-coastal-road.svg",
  ...SLIDE,
  draw(defs, rng) {
    let posts = "";
    for (let x = 20; x < W; x += 70) posts += `M${x} 702v-26`;
    const sea = { x: 0, y: 490, w: W, h: 260, glint: "#ffe0a0", glintX: 1240, count: 110 };
    const shrubs = crown(rng, 80, 930, 60) + crown(rng, 1500, 940, 70) + crown(rng, 1160, 960, 50);
    return [
      sky(defs, "sky-golden", W, H, "0 #6f8fb8, 0.35 #e9c08e, 0.55 #f7a457"),
      glow(defs, 1240, 480, 600, "#ffd98a", 0.95),
      rect(0, 480, W, 4, { fill: "#fff1c4", opacity: 0.5 }),
      water(defs, rng, "sea-golden", { ...sea, stops: "0 #e69a5e, 0.4 #5c7f8e, 1 #1f4658" }),
      hillThrough(pts("1330,492 1450,466 1600,470"), "#9c6a6a", 492),
      hillThrough(pts("0,360 220,380 480,450 760,492"), "#a8704e", 492),
      hillThrough(pts("0,430 260,470 520,540 700,600 900,660"), "#7a4b35", 700),
      villas(250, 392),
      path(cypress(140, 440, 140) + cypress(190, 452, 110) + cypress(380, 500, 120), { fill: "#3d3a24" }),
      path(posts, { stroke: "#f3ead8", "stroke-width": 5 }),
      rect(0, 680, W, 5, { fill: "#f3ead8" }),
      road(0, W, 760, 60, "#3b3337", "#f2e3c0"),
      rect(0, 760, W, H - 760, { fill: defs.linear("cliff", "0 #a86b3f, 1 #5a3424") }),
      path(rocks(rng), { fill: "#4a2a1c", opacity: 0.55 }),
      path(shrubs, { fill: "#4b5a2c" }),
      drawCar(defs, convertible(), {
        x: 520,
        y: 742,
        scale: 1.3,
        paint: paint.burgundy,
        sheen: "#f6b670",
        extra: passengers([268, 200], "#2b1d16"),
      }),
    ].join("");
  },
};

export const alpinePass: Scene = {
  file: "slide-alpine-pass.svg",
  ...SLIDE,
  draw(defs, rng) {
    let trees = "";
    for (let i = 0; i < 26; i++) trees += pine(rng.range(0, W), rng.range(600, 700), rng.range(50, 110));
    const far = { w: W, baseY: 560, fill: "#a6bfdb", shadow: "#86a3c6", snow: "#f6fbff", snowDepth: 110 };
    const near = { w: W, baseY: 640, fill: "#6f8cab", shadow: "#55708f", snow: "#eef5fb", snowDepth: 70 };
    const switchbacks = { fill: "none", stroke: "#d8d3c9", "stroke-width": 12, "stroke-linejoin": "round" };
    return [
      sky(defs, "sky-alpine", W, H, "0 #2f73c0, 0.5 #8fc2ea, 0.7 #e3f1fb"),
      glow(defs, 260, 140, 260, "#ffffff", 0.5),
      range(defs, rng, "far", { ...far, peaks: peaks("180,250 520,190 900,270 1250,160 1540,260") }),
      range(defs, rng, "near", { ...near, peaks: peaks("60,380 640,330 1100,400") }),
      hill(rng, W, 600, 60, 5, "#5f8f62", H),
      path("M1180 520L1460 560L1220 600L1520 650L1250 700L1600 760", switchbacks),
      path(trees, { fill: "#1f3f34" }),
      hill(rng, W, 720, 30, 4, "#79a95f", H),
      road(0, W, 850, 80, "#4d4f55", "#ffffff"),
      rect(0, 850, W, H - 850, { fill: "#5d8f4c" }),
      drawCar(defs, suv(), { x: 560, y: 838, scale: 1.35, paint: paint.black, sheen: "#9fcaf0" }),
      path(pine(100, 860, 220) + pine(1480, 870, 260) + pine(1380, 860, 170), { fill: "#173528" }),
    ].join("");
  },
};

const peaks = (spec: string) => pts(spec).map(([x, y]) => ({ x, y }));
