/** Service cards, part one: airport, corporate, wedding, city tour, evening, long distance. */
import { brand, paint } from "../palette.ts";
import { CARD, type Scene } from "../scene.ts";
import { officeTower, terminal } from "../shapes/buildings.ts";
import { drawCar } from "../shapes/car.ts";
import { classic, saloon, van } from "../shapes/car-models.ts";
import { hill, hillThrough, road } from "../shapes/land.ts";
import { clockTower, domeHall, ferrisWheel, latticeTower } from "../shapes/landmarks.ts";
import { drawPlane } from "../shapes/plane.ts";
import { clouds, glow, moon, sky, stars } from "../shapes/sky.ts";
import { skyline } from "../shapes/skyline.ts";
import { lamp } from "../shapes/street.ts";
import { theatre } from "../shapes/venues.ts";
import { box, circle, path, pts, rect } from "../svg.ts";
import { blossomTree, weddingRibbon } from "./slides-country.ts";
import { wetRoad } from "./slides-night.ts";

const { width: W, height: H } = CARD;

export const serviceAirport: Scene = {
  file: "service-airport.svg",
  ...CARD,
  draw(defs, rng) {
    return [
      sky(defs, "sky-noon", W, H, "0 #3f8fd8, 0.6 #a9d3f2, 0.72 #e6f3fb"),
      clouds(rng, 3, { x0: 60, x1: 500, y0: 90, y1: 200 }, "#ffffff", 0.9),
      drawPlane(defs, { x: 360, y: 250, scale: 0.6, sheen: "#a9d3f2", climb: 14 }),
      terminal(defs, { x: 300, w: 560, ground: 420, h: 60, tower: 150, tint: "#7e9cc0" }),
      rect(0, 420, W, H - 420, { fill: defs.linear("apron-noon", "0 #c9ccd2, 1 #8e939c") }),
      path("M0 470H800", { stroke: brand.gold, "stroke-width": 4, opacity: 0.8 }),
      drawCar(defs, saloon(), {
        x: 150,
        y: 520,
        scale: 1.05,
        facing: -1,
        paint: paint.black,
        sheen: "#9fc9ee",
      }),
    ].join("");
  },
};

export const serviceCorporate: Scene = {
  file: "service-corporate.svg",
  ...CARD,
  draw(defs) {
    return [
      sky(defs, "sky-steel", W, H, "0 #6f8fb3, 0.7 #d3dfea"),
      officeTower(defs, 40, 170, 120, 440, "#6f8db0"),
      officeTower(defs, 560, 200, 60, 440, "#4e6f96"),
      officeTower(defs, 250, 250, 20, 440, "#385a82"),
      rect(250, 380, 250, 60, { fill: "#1f2f44" }),
      path(box(300, 392, 150, 48), { fill: "#f2d9a2", opacity: 0.85 }),
      rect(0, 440, W, 40, { fill: "#c4c8ce" }),
      rect(0, 480, W, H - 480, { fill: "#4a4f58" }),
      drawCar(defs, saloon(), { x: 150, y: 522, scale: 1.05, paint: paint.black, sheen: "#b8cde2" }),
    ].join("");
  },
};

export const serviceWedding: Scene = {
  file: "service-wedding.svg",
  ...CARD,
  draw(defs, rng) {
    const ring = { fill: "none", stroke: brand.gold, "stroke-width": 10 };
    return [
      sky(defs, "sky-blush", W, H, "0 #f3c4cf, 0.7 #fbe9e6"),
      glow(defs, 400, 190, 240, "#ffffff", 0.6),
      circle(365, 190, 62, ring),
      circle(435, 190, 62, ring),
      path("M424 112l8 -10h16l8 10l-16 18z", { fill: "#ffffff", stroke: brand.gold, "stroke-width": 2 }),
      hill(rng, W, 430, 40, 3, "#cfe2b8", H),
      blossomTree(rng, 90, 470, 80),
      blossomTree(rng, 720, 460, 70),
      rect(0, 460, W, H - 460, { fill: "#f4ece0" }),
      drawCar(defs, classic(), {
        x: 150,
        y: 522,
        scale: 1.05,
        paint: paint.ivory,
        sheen: "#f3c4cf",
        extra: weddingRibbon,
      }),
    ].join("");
  },
};

export const serviceCityTour: Scene = {
  file: "service-city-tour.svg",
  ...CARD,
  draw(defs, rng) {
    const stone = "#b8735a";
    return [
      sky(defs, "sky-peach", W, H, "0 #f6c69a, 0.7 #fde9cf"),
      glow(defs, 620, 160, 200, "#fff3d6", 0.8),
      skyline(rng, { x0: 0, x1: W, baseY: 440, minH: 60, maxH: 130, fill: "#e4a887" }),
      ferrisWheel(640, 250, 120, "#c98a6c", "#f6dcc4"),
      latticeTower(470, 440, 330, stone),
      clockTower(110, 440, 330, "#9a5b46", "#fff2d8"),
      domeHall(290, 440, 190, "#a8654e", "#fff2d8"),
      rect(0, 440, W, 30, { fill: "#c98e6f" }),
      road(0, W, H, 130, "#6a5550", "#f6e2c4"),
      drawCar(defs, van(), { x: 170, y: 522, scale: 0.95, paint: paint.midnight, sheen: "#f6c69a" }),
    ].join("");
  },
};

export const serviceEvening: Scene = {
  file: "service-evening.svg",
  ...CARD,
  draw(defs, rng) {
    return [
      sky(defs, "sky-theatre", W, H, "0 #070a1c, 1 #1d1838"),
      stars(rng, W, 200, 50),
      skyline(rng, {
        x0: 0,
        x1: W,
        baseY: 460,
        minH: 150,
        maxH: 260,
        fill: "#141127",
        windows: brand.window,
        lit: 0.1,
      }),
      theatre(defs, { x: 200, w: 400, top: 60, ground: 460 }),
      rect(0, 460, W, 20, { fill: "#2b2230" }),
      wetRoad(defs, 480, "#ff9a5a", 400, W, H),
      lamp(defs, 80, 480, 220),
      lamp(defs, 720, 480, 220),
      drawCar(defs, saloon(), {
        x: 140,
        y: 522,
        scale: 1.0,
        paint: paint.black,
        sheen: "#c0785a",
        lights: true,
      }),
    ].join("");
  },
};

export const serviceLongDistance: Scene = {
  file: "service-long-distance.svg",
  ...CARD,
  draw(defs, rng) {
    // Light trails on the far carriageway and a receding row of lamps say "miles at night".
    const trail = (color: string) =>
      defs.linear(`trail${color.slice(1)}`, `0 ${color} 0, 0.5 ${color} 1, 1 ${color} 0`, 0, 0, 1, 0);
    let lamps = "";
    for (let x = 40; x < W; x += 190) lamps += `M${x} 446V250q0 -14 24 -16`;
    return [
      sky(defs, "sky-motorway", W, H, "0 #0a0f2a, 0.6 #2a2f5e, 0.75 #5a4a78"),
      stars(rng, W, 240, 70),
      moon(defs, 660, 80, 22),
      glow(defs, 180, 380, 240, "#ffb37a", 0.5),
      hillThrough(pts("0,370 200,340 460,365 800,330"), "#232452", H),
      skyline(rng, {
        x0: 80,
        x1: 300,
        baseY: 372,
        minH: 16,
        maxH: 50,
        fill: "#2a2558",
        windows: "#ffd48a",
        lit: 0.5,
      }),
      hillThrough(pts("0,400 300,385 600,398 800,390"), "#171a38", H),
      rect(0, 404, W, 40, { fill: "#1f2138" }),
      rect(0, 410, W, 4, { fill: trail("#ff5a4a") }),
      rect(60, 420, 700, 3, { fill: trail("#ff7a5a") }),
      rect(0, 430, W, 4, { fill: trail("#fff1c8") }),
      path(lamps, { fill: "none", stroke: "#3a3d5c", "stroke-width": 4 }),
      ...[64, 254, 444, 634].map((x) => glow(defs, x, 236, 40, "#ffe2a8", 0.9)),
      rect(0, 444, W, 6, { fill: "#8d8fa8" }),
      road(0, W, H, 150, "#262841", "#fff1c8"),
      path("M20 500h120M0 520h90M40 540h110", { stroke: "#fff1c8", "stroke-width": 2, opacity: 0.25 }),
      drawCar(defs, saloon(), {
        x: 170,
        y: 522,
        scale: 1.0,
        paint: paint.black,
        sheen: "#7a74b8",
        lights: true,
      }),
    ].join("");
  },
};
