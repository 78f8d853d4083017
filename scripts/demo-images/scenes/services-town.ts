/** Service cards in town: corporate, city tour, evening, hourly, shopping. */
import { brand, paint } from "../palette.ts";
import { CARD, type Scene } from "../scene.ts";
import { boutique } from "../shapes/boutique.ts";
import { officeTower } from "../shapes/buildings.ts";
import { drawCar } from "../shapes/car.ts";
import { saloon, van } from "../shapes/car-models.ts";
import { road } from "../shapes/land.ts";
import { clockFace, clockTower, domeHall, ferrisWheel, latticeTower } from "../shapes/landmarks.ts";
import { glow, sky, stars } from "../shapes/sky.ts";
import { skyline } from "../shapes/skyline.ts";
import { lamp } from "../shapes/street.ts";
import { theatre } from "../shapes/venues.ts";
import { box, path, rect } from "../svg.ts";
import { wetRoad } from "./slides-night.ts";

const { width: W, height: H } = CARD;

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

export const serviceHourly: Scene = {
  file: "service-hourly.svg",
  ...CARD,
  draw(defs, rng) {
    return [
      sky(defs, "sky-hourly", W, H, "0 #0c3a46, 0.7 #1f6a70, 1 #3f8a84"),
      glow(defs, 400, 210, 260, "#ffe8b0", 0.35),
      skyline(rng, {
        x0: 0,
        x1: W,
        baseY: 460,
        minH: 60,
        maxH: 200,
        fill: "#0d2f38",
        windows: "#ffd48a",
        lit: 0.2,
      }),
      clockFace(defs, 400, 200, 140),
      rect(0, 460, W, H - 460, { fill: "#0a252c" }),
      rect(0, 460, W, 4, { fill: brand.gold, opacity: 0.7 }),
      drawCar(defs, saloon(), {
        x: 160,
        y: 522,
        scale: 1.0,
        facing: -1,
        paint: paint.black,
        sheen: "#6fb0a8",
      }),
    ].join("");
  },
};

export const serviceShopping: Scene = {
  file: "service-shopping.svg",
  ...CARD,
  draw(defs) {
    const bag = (x: number, fill: string) =>
      path(`M${x} 470h40l4 48h-48zM${x + 10} 470a10 12 0 0 1 20 0`, {
        fill,
        stroke: "#2a2420",
        "stroke-width": 2,
      });
    return [
      sky(defs, "sky-shopping", W, H, "0 #f5e6d6, 1 #fbf4ea"),
      boutique(defs, { x: 0, w: 270, h: 400, ground: 450, wall: "#e8cfc4", stripe: "#1f2a44", display: 0 }),
      boutique(defs, { x: 270, w: 260, h: 430, ground: 450, wall: "#f1e2c6", stripe: "#b08a4a", display: 1 }),
      boutique(defs, { x: 530, w: 270, h: 390, ground: 450, wall: "#d9dccf", stripe: "#7a2a3a", display: 2 }),
      rect(0, 450, W, 40, { fill: "#cbbfae" }),
      bag(600, brand.gold) + bag(650, "#ffffff") + bag(700, "#1c1f26"),
      rect(0, 490, W, H - 490, { fill: "#6d6660" }),
      drawCar(defs, saloon(), { x: 80, y: 522, scale: 1.0, paint: paint.midnight, sheen: "#f0d9c0" }),
    ].join("");
  },
};
