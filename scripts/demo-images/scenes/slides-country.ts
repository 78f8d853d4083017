/** Gallery slides away from the city: wedding chapel, vineyard. */
import { paint } from "../palette.ts";
import type { Rng } from "../prng.ts";
import { type Scene, SLIDE } from "../scene.ts";
import { chapel } from "../shapes/buildings.ts";
import { drawCar } from "../shapes/car.ts";
import { classic, saloon } from "../shapes/car-models.ts";
import { hill, hillThrough } from "../shapes/land.ts";
import { blossoms, contourRows, crown, cypress, trunk, vineRows } from "../shapes/nature.ts";
import { clouds, glow, sky, streaks } from "../shapes/sky.ts";
import { box, disc, path, poly, pts, rect } from "../svg.ts";

const { width: W, height: H } = SLIDE;

/** White satin ribbon along the bonnet with a bow at the mascot (car-local units). */
export const weddingRibbon = [
  path("M446 -120C400 -136 330 -136 284 -150", { fill: "none", stroke: "#ffffff", "stroke-width": 5 }),
  path("M448 -122c-22 -22 -30 -2 -2 2c-20 14 -4 24 4 0c10 20 24 12 4 -2c26 -6 18 -24 -6 0z", {
    fill: "#ffffff",
  }),
  path(disc(446, -126, 5) + disc(438, -128, 4) + disc(454, -129, 4), { fill: "#f2a7b8" }),
].join("");

export function blossomTree(rng: Rng, x: number, y: number, r: number): string {
  return (
    path(trunk(x, y, r), { fill: "#6b4a3a" }) +
    path(crown(rng, x, y, r), { fill: "#f3b7c6" }) +
    path(blossoms(rng, x, y, r, 40), { fill: "#ffffff", opacity: 0.8 })
  );
}

export const weddingChapel: Scene = {
  file: "slide-wedding-chapel.svg",
  ...SLIDE,
  draw(defs, rng) {
    let petals = "";
    for (let i = 0; i < 60; i++) petals += disc(rng.range(0, W), rng.range(300, 880), rng.range(2, 4));
    const ivory = { x: 330, y: 820, scale: 1.3, paint: paint.ivory, sheen: "#a9d4f0", extra: weddingRibbon };
    return [
      sky(defs, "sky-spring", W, H, "0 #7fbde8, .55 #cfe8f6, .75 #f6eef0"),
      clouds(rng, 5, { x0: 80, x1: 1500, y0: 110, y1: 280 }, "#ffffff", 0.85),
      hill(rng, W, 560, 70, 4, "#b5d69d", H),
      hill(rng, W, 640, 40, 3, "#93c27c", H),
      chapel(defs, { x: 1130, ground: 690, scale: 0.95 }),
      blossomTree(rng, 820, 700, 95),
      blossomTree(rng, 1460, 690, 80),
      rect(0, 690, W, H - 690, { fill: defs.linear("lawn", "0 #86bd6f, 1 #5d9b4e") }),
      path(poly("1090,690 1170,690 1220,760 1010,760"), { fill: "#ece2cf" }),
      rect(0, 760, W, 80, { fill: "#ece2cf" }),
      rect(0, 760, W, 4, { fill: "#d9ccb3" }),
      blossomTree(rng, 110, 780, 120),
      drawCar(defs, classic(), ivory),
      path(petals, { fill: "#f7c3d0", opacity: 0.9 }),
    ].join("");
  },
};

/** Farmhouse with a terracotta roof and a little tower. */
export function villa(x: number, y: number): string {
  const walls = box(x, y - 40, 90, 40) + box(x + 60, y - 62, 26, 22);
  const roofs =
    poly([
      [x - 6, y - 40],
      [x + 45, y - 56],
      [x + 96, y - 40],
    ]) +
    poly([
      [x + 56, y - 62],
      [x + 73, y - 72],
      [x + 90, y - 62],
    ]);
  const windows = box(x + 12, y - 28, 8, 12) + box(x + 32, y - 28, 8, 12) + box(x + 52, y - 28, 8, 12);
  return (
    path(walls, { fill: "#e9cf9f" }) + path(roofs, { fill: "#b45a3c" }) + path(windows, { fill: "#7a5536" })
  );
}

export const vineyardHills: Scene = {
  file: "slide-vineyard-hills.svg",
  ...SLIDE,
  draw(defs, rng) {
    let cypresses = "";
    for (let x = 860; x < W; x += 150) cypresses += cypress(x + rng.range(-20, 20), 772, rng.range(110, 150));
    const rowsDash = { fill: "none", stroke: "#7f7d3e", "stroke-width": 4, "stroke-dasharray": "6 5" };
    return [
      sky(defs, "sky-vineyard", W, H, "0 #86aed2, .4 #f1dcae, .6 #f7bd78"),
      glow(defs, 1260, 400, 480, "#ffd790", 0.9),
      streaks(rng, 5, { x0: 0, x1: W, y0: 120, y1: 360 }, "#fff4dc", 0.4),
      hillThrough(pts("0,470 300,430 700,470 1100,440 1600,480"), "#a7a3c0", H),
      hillThrough(pts("0,540 400,490 800,520 1200,480 1600,530"), "#a9a55f", H),
      path(contourRows(900, 1600, 500, 560, 6, 18), rowsDash),
      villa(1180, 488),
      path(cypress(1120, 492, 70) + cypress(1300, 490, 80) + cypress(1330, 492, 64), { fill: "#3f4a26" }),
      hillThrough(pts("0,600 500,570 1000,560 1600,575"), "#b59a62", H),
      path(vineRows({ vx: 1150, vy: 520, x0: -1400, x1: 3600, bottom: 800, rows: 30, start: 0.12 }), {
        fill: "#566f2c",
      }),
      path(cypresses, { fill: "#2f3d1f" }),
      rect(0, 772, W, 60, { fill: "#dcc08f" }),
      rect(0, 772, W, 4, { fill: "#c7a775" }),
      rect(0, 832, W, H - 832, { fill: "#6d7f34" }),
      path(vineRows({ vx: 1150, vy: 600, x0: -3000, x1: 5000, bottom: H, rows: 24, start: 0.8 }), {
        fill: "#41561f",
      }),
      drawCar(defs, saloon(), {
        x: 90,
        y: 816,
        scale: 1.3,
        facing: -1,
        paint: paint.midnight,
        sheen: "#f2c486",
      }),
    ].join("");
  },
};
