/** Gallery slide: the fleet's line-up in the showroom, under spotlights. */
import { brand, paint } from "../palette.ts";
import { type Scene, SLIDE } from "../scene.ts";
import { drawCar } from "../shapes/car.ts";
import { saloon, suv, van } from "../shapes/car-models.ts";
import { glow } from "../shapes/sky.ts";
import { type Defs, ellipse, g, path, poly, rect } from "../svg.ts";

const { width: W, height: H } = SLIDE;

/** Showroom ceiling spot: a soft cone of light ending on the floor. */
export function spotlight(defs: Defs, x: number, top: number, floor: number, spread = 260): string {
  const cone = defs.linear("spotcone", "0 #fff3d6 0.32, 1 #fff3d6 0");
  return g(
    {},
    path(
      poly([
        [x - 18, top],
        [x + 18, top],
        [x + spread, floor],
        [x - spread, floor],
      ]),
      { fill: cone },
    ),
    rect(x - 30, top - 14, 60, 16, { rx: 6, fill: "#2b2e35" }),
    rect(x - 22, top, 44, 4, { fill: "#fff3d6" }),
  );
}

export const fleetLineup: Scene = {
  file: "slide-fleet-lineup.svg",
  ...SLIDE,
  draw(defs) {
    let panels = "";
    for (let x = 100; x < W; x += 200) panels += `M${x} 80V600`;
    const turntable = defs.radial("turntable", "0 #4a4d55, 1 #1c1e23");
    const back = { y: 630, scale: 0.68, sheen: "#b7b0a0", reflection: 0.22, shadow: 0.9 };
    const front = { y: 845, scale: 1, sheen: "#c8bfa8", reflection: 0.25 };
    return [
      rect(0, 0, W, H, { fill: defs.linear("showroom", "0 #0e0f13, .66 #2b2d34, .67 #16171b, 1 #0b0c0f") }),
      rect(0, 0, W, 80, { fill: "#08090c" }),
      path(panels, { stroke: brand.gold, "stroke-width": 2, opacity: 0.3 }),
      rect(0, 440, W, 3, { fill: brand.gold, opacity: 0.6 }),
      glow(defs, 800, 420, 700, "#c9a45c", 0.25),
      ...[300, 800, 1300].map((x) => spotlight(defs, x, 70, 860)),
      drawCar(defs, van(), { ...back, x: 290, paint: paint.midnight }),
      drawCar(defs, saloon(300), { ...back, x: 800, paint: paint.black }),
      ellipse(300, 846, 300, 42, { fill: turntable }),
      ellipse(1306, 846, 300, 42, { fill: turntable }),
      drawCar(defs, saloon(), { ...front, x: 60, paint: paint.black }),
      drawCar(defs, suv(), { ...front, x: 1070, paint: paint.graphite }),
      rect(0, 0, W, H, { fill: defs.radial("vignette", "0.6 #000000 0, 1 #000000 0.5") }),
    ].join("");
  },
};
