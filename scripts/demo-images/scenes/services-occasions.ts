/** Service cards of occasions: wedding, events, wine tour. */
import { brand, paint } from "../palette.ts";
import { CARD, type Scene } from "../scene.ts";
import { drawCar } from "../shapes/car.ts";
import { classic, saloon, van } from "../shapes/car-models.ts";
import { hill, hillThrough, road } from "../shapes/land.ts";
import { barrel, marquee } from "../shapes/leisure.ts";
import { cypress, vineRows } from "../shapes/nature.ts";
import { glow, sky, stars } from "../shapes/sky.ts";
import { festoon } from "../shapes/street.ts";
import { circle, path, pts, rect } from "../svg.ts";
import { blossomTree, weddingRibbon } from "./slides-country.ts";

const { width: W, height: H } = CARD;

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
