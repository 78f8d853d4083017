/** Service cards, part two: events, hourly, port, ski, wine tour, shopping. */
import { brand, paint } from "../palette.ts";
import { CARD, type Scene } from "../scene.ts";
import { boutique, chalet } from "../shapes/buildings.ts";
import { drawCar } from "../shapes/car.ts";
import { saloon, suv, van } from "../shapes/car-models.ts";
import { hill, hillThrough, range, road, water } from "../shapes/land.ts";
import { clockFace } from "../shapes/landmarks.ts";
import { barrel, marquee, motorYacht, sailYacht } from "../shapes/leisure.ts";
import { cypress, pine, vineRows } from "../shapes/nature.ts";
import { glow, sky, stars } from "../shapes/sky.ts";
import { skyline } from "../shapes/skyline.ts";
import { festoon } from "../shapes/street.ts";
import { box, disc, path, pts, rect } from "../svg.ts";

const { width: W, height: H } = CARD;

export const serviceEvents: Scene = {
  file: "service-events.svg",
  ...CARD,
  draw(defs, rng) {
    return [
      sky(defs, "sky-events", W, H, "0 #2a1f4e, 0.55 #7a4a7a, 0.8 #f0a070"),
      stars(rng, W, 160, 30),
      hill(rng, W, 420, 30, 3, "#3a2f4a", H),
      glow(defs, 420, 380, 300, "#ffc070", 0.7),
      marquee(defs, 420, 450, 460, 300),
      festoon(pts("0,190 180,230 420,150 660,230 800,190"), 18, 9),
      rect(0, 450, W, H - 450, { fill: defs.linear("eventlawn", "0 #3c4a34, 1 #1e2a1c") }),
      drawCar(defs, saloon(260), {
        x: 30,
        y: 522,
        scale: 1.0,
        paint: paint.black,
        sheen: "#c08a8a",
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

export const servicePort: Scene = {
  file: "service-port.svg",
  ...CARD,
  draw(defs, rng) {
    let bollards = "";
    for (let x = 40; x < W; x += 150) bollards += box(x, 432, 14, 18) + disc(x + 7, 432, 9);
    const sea = { x: 0, y: 300, w: W, h: 150, glint: "#ffffff", count: 60 };
    return [
      sky(defs, "sky-port", W, H, "0 #4fa6dc, 0.7 #bfe4f6"),
      hillThrough(pts("0,290 180,250 380,280 560,240 800,270"), "#8fb7a8", 300),
      water(defs, rng, "sea-port", { ...sea, stops: "0 #3ab3c3, 1 #136e8a" }),
      sailYacht(250, 380, 0.8, "#fbfbf8"),
      sailYacht(40, 360, 0.6, "#f1e6cf"),
      motorYacht(440, 420, 1.0, "#fbfcfd"),
      rect(0, 440, W, H - 440, { fill: defs.linear("quay", "0 #d8cdb8, 1 #a99c86") }),
      rect(0, 440, W, 8, { fill: "#8d7f6a" }),
      path(bollards, { fill: "#2c3340" }),
      drawCar(defs, suv(), { x: 30, y: 522, scale: 0.85, paint: paint.black, sheen: "#7cc7e0" }),
    ].join("");
  },
};

export const serviceSki: Scene = {
  file: "service-ski.svg",
  ...CARD,
  draw(defs, rng) {
    let flakes = "";
    for (let i = 0; i < 50; i++) flakes += disc(rng.range(0, W), rng.range(0, H), rng.range(1.2, 2.6));
    const peaks = pts("120,120 420,70 700,140").map(([x, y]) => ({ x, y }));
    const alps = {
      w: W,
      baseY: 360,
      peaks,
      fill: "#b49ac6",
      shadow: "#8e78a8",
      snow: "#fbeff5",
      snowDepth: 80,
    };
    return [
      sky(defs, "sky-alpenglow", W, H, "0 #34386e, 0.5 #b07aa8, 0.8 #f4b8a8"),
      range(defs, rng, "ski", alps),
      hill(rng, W, 380, 40, 3, "#e6eef8", H),
      chalet(defs, { x: 560, ground: 440, scale: 0.75 }),
      glow(defs, 560, 360, 160, "#ffc070", 0.5),
      path(pine(90, 450, 150) + pine(170, 440, 110) + pine(750, 450, 140), { fill: "#22403a" }),
      rect(0, 440, W, H - 440, { fill: defs.linear("snowfield", "0 #f4f8fd, 1 #cfdcec") }),
      road(0, W, 590, 100, "#8f97a6", "#ffffff"),
      drawCar(defs, suv(), {
        x: 120,
        y: 522,
        scale: 0.95,
        paint: paint.black,
        sheen: "#d9a8c0",
        lights: true,
      }),
      path(flakes, { fill: "#ffffff", opacity: 0.7 }),
    ].join("");
  },
};

export const serviceWineTour: Scene = {
  file: "service-wine-tour.svg",
  ...CARD,
  draw(defs) {
    return [
      sky(defs, "sky-plum", W, H, "0 #3a1838, 0.5 #8a3a52, 0.8 #f09a6a"),
      glow(defs, 560, 300, 260, "#ffc07a", 0.9),
      hillThrough(pts("0,300 250,270 500,300 800,280"), "#6a3450", H),
      hillThrough(pts("0,350 300,320 600,345 800,330"), "#4e2a3a", H),
      path(cypress(640, 330, 90) + cypress(670, 334, 70) + cypress(120, 330, 80), { fill: "#2a1826" }),
      path(vineRows({ vx: 560, vy: 320, x0: -900, x1: 1900, bottom: 470, rows: 22, start: 0.1 }), {
        fill: "#3a4a22",
      }),
      rect(0, 470, W, H - 470, { fill: "#5a3a2a" }),
      barrel(640, 450, 44) + barrel(730, 455, 40) + barrel(690, 395, 38),
      road(0, W, H, 110, "#3a2a2a", "#f4d6a8"),
      drawCar(defs, van(), { x: 60, y: 522, scale: 0.92, facing: -1, paint: paint.black, sheen: "#d88a6a" }),
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
