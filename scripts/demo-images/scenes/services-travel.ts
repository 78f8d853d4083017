/** Service cards of journeys: airport, long distance, port, ski. */
import { brand, paint } from "../palette.ts";
import { CARD, type Scene } from "../scene.ts";
import { chalet, terminal } from "../shapes/buildings.ts";
import { drawCar } from "../shapes/car.ts";
import { saloon, suv } from "../shapes/car-models.ts";
import { hill, hillThrough, range, road, water } from "../shapes/land.ts";
import { motorYacht, sailYacht } from "../shapes/leisure.ts";
import { pine } from "../shapes/nature.ts";
import { drawPlane } from "../shapes/plane.ts";
import { clouds, glow, moon, sky, stars } from "../shapes/sky.ts";
import { skyline } from "../shapes/skyline.ts";
import { box, disc, path, pts, rect } from "../svg.ts";

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
