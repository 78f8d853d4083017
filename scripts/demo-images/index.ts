/**
 * Writes the Grandtour demo imagery into assets/images.
 * Run: npx tsx scripts/demo-images/index.ts
 * Deterministic: each scene is seeded from its own file name.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createRng } from "./prng.ts";
import type { Scene } from "./scene.ts";
import { aboutChauffeur, aboutGarage } from "./scenes/about.ts";
import { aboutTeam } from "./scenes/about-team.ts";
import { fleetLimousine, fleetSedan, fleetSuv, fleetVan } from "./scenes/fleet.ts";
import { iconReserve, iconReserveHover } from "./scenes/icons.ts";
import { serviceEvents, serviceWedding, serviceWineTour } from "./scenes/services-occasions.ts";
import {
  serviceCityTour,
  serviceCorporate,
  serviceEvening,
  serviceHourly,
  serviceShopping,
} from "./scenes/services-town.ts";
import { serviceAirport, serviceLongDistance, servicePort, serviceSki } from "./scenes/services-travel.ts";
import { vineyardHills, weddingChapel } from "./scenes/slides-country.ts";
import { airportTarmac, alpinePass, coastalRoad } from "./scenes/slides-day.ts";
import { fleetLineup } from "./scenes/slides-fleet.ts";
import { cityBridge, grandHotel, operaEvening } from "./scenes/slides-night.ts";
import { Defs, svgDocument } from "./svg.ts";

const here = dirname(fileURLToPath(import.meta.url));
export const OUT_DIR = resolve(here, "../../assets/images");
const SIZE_BUDGET = 40 * 1024;

export const scenes: readonly Scene[] = [
  grandHotel,
  airportTarmac,
  cityBridge,
  coastalRoad,
  alpinePass,
  weddingChapel,
  operaEvening,
  vineyardHills,
  fleetLineup,
  serviceAirport,
  serviceCorporate,
  serviceWedding,
  serviceCityTour,
  serviceEvening,
  serviceLongDistance,
  serviceEvents,
  serviceHourly,
  servicePort,
  serviceSki,
  serviceWineTour,
  serviceShopping,
  fleetSedan,
  fleetLimousine,
  fleetSuv,
  fleetVan,
  aboutChauffeur,
  aboutGarage,
  aboutTeam,
  iconReserve,
  iconReserveHover,
];

export function renderScene(scene: Scene): string {
  const defs = new Defs();
  const body = scene.draw(defs, createRng(scene.file));
  return svgDocument(scene.width, scene.height, defs, body);
}

function main(): void {
  mkdirSync(OUT_DIR, { recursive: true });
  let over = 0;
  for (const scene of scenes) {
    const svg = renderScene(scene);
    writeFileSync(join(OUT_DIR, scene.file), svg);
    const kb = (Buffer.byteLength(svg) / 1024).toFixed(1);
    const flag = Buffer.byteLength(svg) > SIZE_BUDGET ? "  (over 40 KB budget)" : "";
    if (flag) over++;
    console.log(`${scene.file.padEnd(34)} ${kb.padStart(6)} KB${flag}`);
  }
  console.log(`${scenes.length} images written to ${OUT_DIR}${over ? `, ${over} over budget` : ""}`);
}

// Only write files when run directly, so preview.ts can import the list.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
