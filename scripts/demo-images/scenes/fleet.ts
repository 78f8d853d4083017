/** Fleet portraits: one vehicle each in a studio, every backdrop tinted differently. */
import { brand, mix, paint } from "../palette.ts";
import { FLEET, type Scene } from "../scene.ts";
import { drawCar } from "../shapes/car.ts";
import type { CarGeometry } from "../shapes/car-geometry.ts";
import { saloon, suv, van } from "../shapes/car-models.ts";
import { glowEllipse } from "../shapes/sky.ts";
import { type Defs, g, rect } from "../svg.ts";

const { width: W, height: H } = FLEET;
const FLOOR = 560;

interface Studio {
  file: string;
  geo: CarGeometry;
  scale: number;
  paint: string;
  /** Backdrop hue; the car's reflections pick it up too. */
  tone: string;
  light: string;
}

/** Cyclorama backdrop: lit centre, dark corners, floor fading in without a hard seam. */
function backdrop(defs: Defs, s: Studio): string {
  const id = s.file.replace(/\W/g, "");
  return g(
    {},
    rect(0, 0, W, H, {
      fill: defs.linear(
        `${id}wall`,
        `0 ${mix(s.tone, "#000000", 0.7)}, 0.7 ${s.tone}, 1 ${mix(s.tone, "#000000", 0.5)}`,
      ),
    }),
    glowEllipse(defs, W / 2, 380, 560, 300, s.light, 0.55),
    rect(0, FLOOR, W, H - FLOOR, {
      fill: defs.linear(
        `${id}floor`,
        `0 ${mix(s.tone, "#000000", 0.35)} 0, 0.25 ${mix(s.tone, "#000000", 0.55)}, 1 ${mix(s.tone, "#000000", 0.85)}`,
      ),
    }),
    // Overhead softbox: the long highlight every studio car shot has.
    rect(W / 2 - 380, 60, 760, 18, { rx: 9, fill: "#ffffff", opacity: 0.5 }),
    glowEllipse(defs, W / 2, 69, 460, 40, "#ffffff", 0.35),
    rect(0, H - 6, W, 6, { fill: brand.gold, opacity: 0.7 }),
  );
}

function studio(s: Studio): Scene {
  return {
    file: s.file,
    ...FLEET,
    draw(defs) {
      const x = (W - s.geo.length * s.scale) / 2;
      const car = { x, y: 640, scale: s.scale, paint: s.paint, sheen: mix(s.light, "#ffffff", 0.3) };
      return backdrop(defs, s) + drawCar(defs, s.geo, { ...car, reflection: 0.3, shadow: 1 });
    },
  };
}

export const fleetSedan = studio({
  file: "fleet-sedan.svg",
  geo: saloon(),
  scale: 2.1,
  paint: paint.black,
  tone: "#3a3630",
  light: "#d9b97a",
});

export const fleetLimousine = studio({
  file: "fleet-limousine.svg",
  geo: saloon(300),
  scale: 1.4,
  paint: paint.black,
  tone: "#1a2a4a",
  light: "#8fa8d8",
});

export const fleetSuv = studio({
  file: "fleet-suv.svg",
  geo: suv(),
  scale: 2.05,
  paint: paint.graphite,
  tone: "#234048",
  light: "#8cc4c4",
});

export const fleetVan = studio({
  file: "fleet-van.svg",
  geo: van(),
  scale: 1.95,
  paint: paint.midnight,
  tone: "#4a3a30",
  light: "#e0a878",
});
