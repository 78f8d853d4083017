/** Evening gallery slides: hotel arrival, opera steps, suspension bridge at dusk. */
import { brand, paint } from "../palette.ts";
import { type Scene, SLIDE } from "../scene.ts";
import { drawCar } from "../shapes/car.ts";
import { saloon } from "../shapes/car-models.ts";
import { hotel } from "../shapes/hotel.ts";
import { water } from "../shapes/land.ts";
import { crown } from "../shapes/nature.ts";
import { glow, glowEllipse, moon, sky, stars } from "../shapes/sky.ts";
import { skyline } from "../shapes/skyline.ts";
import { lamp } from "../shapes/street.ts";
import { opera } from "../shapes/venues.ts";
import { box, type Defs, fmt, g, path, rect } from "../svg.ts";

const { width: W, height: H } = SLIDE;

/** Wet street: dark asphalt with the scene's main light smeared into it. */
export function wetRoad(defs: Defs, y: number, light: string, cx: number, w: number = W, h: number = H) {
  return g(
    {},
    rect(0, y, w, h - y, { fill: defs.linear("wetroad", "0 #15171f, 1 #07080c") }),
    glowEllipse(defs, cx, y + 40, w * 0.39, 70, light, 0.35),
  );
}

export const grandHotel: Scene = {
  file: "slide-grand-hotel-night.svg",
  ...SLIDE,
  draw(defs, rng) {
    const city = { baseY: 720, minH: 220, maxH: 430, fill: "#0d1528", windows: brand.window, lit: 0.12 };
    return [
      sky(defs, "sky-hotel", W, H, "0 #03060f, 0.55 #0c1832, 1 #1d2a4a"),
      stars(rng, W, 380, 140),
      moon(defs, 1440, 110, 30),
      skyline(rng, { ...city, x0: 0, x1: 300, windowOpacity: 0.6 }),
      skyline(rng, { ...city, x0: 1300, x1: W, windowOpacity: 0.6 }),
      hotel(defs, rng, { x: 280, w: 1040, top: 120, ground: 720, entrance: 800, canopyY: 470 }),
      path(crown(rng, 530, 716, 40) + crown(rng, 1070, 716, 40), { fill: "#14301f" }),
      rect(0, 716, W, 46, { fill: "#262430" }),
      rect(0, 758, W, 4, { fill: brand.goldDeep, opacity: 0.6 }),
      rect(610, 716, 380, 42, { fill: "#7a1a22" }),
      wetRoad(defs, 762, "#ffc777", 800),
      lamp(defs, 120, 760, 300),
      lamp(defs, 1480, 760, 300),
      drawCar(defs, saloon(300), {
        x: 350,
        y: 850,
        scale: 1.16,
        paint: paint.black,
        sheen: "#b68d55",
        lights: true,
        reflection: 0.22,
      }),
    ].join("");
  },
};

export const operaEvening: Scene = {
  file: "slide-opera-evening.svg",
  ...SLIDE,
  draw(defs, rng) {
    return [
      sky(defs, "sky-opera", W, H, "0 #0a1f2e, 0.45 #1a4658, 0.75 #4d7f86, 1 #e0a874"),
      stars(rng, W, 260, 50),
      skyline(rng, { x0: 0, x1: W, baseY: 700, minH: 120, maxH: 260, fill: "#14303b" }),
      glow(defs, 800, 520, 700, "#ffb867", 0.45),
      opera(defs, { x: 260, w: 1080, top: 130, ground: 740, steps: 120 }),
      rect(0, 740, W, 40, { fill: "#3a2d26" }),
      wetRoad(defs, 780, "#ffb867", 800),
      lamp(defs, 170, 780, 330),
      lamp(defs, 1430, 780, 330),
      drawCar(defs, saloon(), {
        x: 560,
        y: 866,
        scale: 1.3,
        facing: -1,
        paint: paint.black,
        sheen: "#d6a469",
        lights: true,
        reflection: 0.25,
      }),
    ].join("");
  },
};

/** Tower of a suspension bridge: twin legs tied by three cross-beams. */
function bridgeTower(x: number, deck: number): string {
  const leg = deck - 170 + 120;
  return (
    box(x - 34, 170, 20, leg) +
    box(x + 14, 170, 20, leg) +
    box(x - 34, 170, 68, 16) +
    box(x - 34, 330, 68, 14) +
    box(x - 34, 480, 68, 14)
  );
}

export const cityBridge: Scene = {
  file: "slide-city-bridge-dusk.svg",
  ...SLIDE,
  draw(defs, rng) {
    const deck = 640;
    const steel = "#1d1128";
    // Main span hangs as a parabola between the towers; side spans run straight to the anchors.
    const cable = (x: number) => 190 + 370 * (1 - ((x - 800) / 420) ** 2);
    let hangers = "";
    for (let x = 395; x < 1210; x += 28) hangers += `M${x} ${fmt(cable(x))}V${deck}`;
    for (let x = 30; x < 370; x += 28) hangers += `M${x} ${fmt(560 - ((x + 100) / 480) * 370)}V${deck}`;
    for (let x = 1235; x < W; x += 28) hangers += `M${x} ${fmt(190 + ((x - 1220) / 480) * 370)}V${deck}`;
    let rail = "";
    for (let x = 0; x < W; x += 40) rail += box(x, deck - 26, 3, 26);
    const city = {
      x0: 0,
      x1: W,
      baseY: 620,
      minH: 80,
      maxH: 300,
      fill: "#3b2550",
      windows: "#ffcf85",
      lit: 0.18,
    };
    const sea = { x: 0, y: 618, w: W, h: H - 618, glint: "#ffb06a", glintX: 1060, count: 90 };
    return [
      sky(defs, "sky-bridge", W, H, "0 #241640, 0.35 #6a3570, 0.62 #d4645a, 0.72 #f4a860"),
      glow(defs, 1060, 600, 520, "#ffc27a", 0.8),
      skyline(rng, { ...city, windowOpacity: 0.7 }),
      water(defs, rng, "water-bridge", { ...sea, stops: "0 #6c3a5c, 1 #170f28" }),
      path(hangers, { stroke: "#2a1a36", "stroke-width": 2.5 }),
      path("M-100 560L380 190Q800 930 1220 190L1700 560", { fill: "none", stroke: steel, "stroke-width": 7 }),
      path(bridgeTower(380, deck) + bridgeTower(1220, deck), { fill: steel }),
      rect(0, deck, W, 34, { fill: "#1a1024" }),
      rect(0, deck - 26, W, 4, { fill: "#2a1a36" }),
      path(rail, { fill: "#2a1a36" }),
      rect(0, deck + 34, W, 12, { fill: "#100818", opacity: 0.6 }),
      ...[100, 500, 900, 1300].map((x) => glow(defs, x, deck - 30, 40, "#ffd9a0", 0.8)),
      drawCar(defs, saloon(), {
        x: 560,
        y: deck,
        scale: 0.95,
        paint: paint.black,
        sheen: "#e88e6a",
        lights: true,
      }),
    ].join("");
  },
};
