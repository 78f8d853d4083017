/** About-page image: the team beside the fleet. */
import { brand } from "../palette.ts";
import type { Rng } from "../prng.ts";
import { FLEET, type Scene } from "../scene.ts";
import { officeTower } from "../shapes/buildings.ts";
import { person } from "../shapes/people.ts";
import { glow, glowEllipse, sky } from "../shapes/sky.ts";
import { box, path, rect } from "../svg.ts";

const { width: W, height: H } = FLEET;
const SKIN = ["#e2b48e", "#c68c64", "#8d5a3b", "#f0c8a4"] as const;

/** Team line-up: varied heights, suits and dresses, one chauffeur in a cap. */
function team(rng: Rng): string {
  const suits = ["#1c2233", "#2b2f38", "#14243f", "#3a2f2a", "#0d0f14"];
  const hair = ["#2b1d16", "#4a3020", "#111111", "#8a6a40", "#2b1d16"];
  let out = "";
  for (let i = 0; i < 5; i++) {
    const dress = i === 1 || i === 3;
    out += person({
      x: 260 + i * 170 + rng.range(-10, 10),
      y: 740,
      height: (dress ? 330 : 360) + rng.range(-15, 15),
      suit: dress ? (["#6e1a2a", "#1f3a5a"][i === 1 ? 0 : 1] ?? "#1c2233") : (suits[i] ?? "#1c2233"),
      skin: SKIN[i % SKIN.length] ?? "#e2b48e",
      hair: hair[i] ?? "#2b1d16",
      dress,
      cap: i === 2,
    });
  }
  return out;
}

export const aboutTeam: Scene = {
  file: "about-team.svg",
  ...FLEET,
  draw(defs, rng) {
    let mullions = "";
    for (let x = 0; x <= W; x += 200) mullions += box(x - 4, 60, 8, 520);
    return [
      sky(defs, "sky-office", W, H, "0 #9cc3e4, 0.7 #e6f0f8"),
      officeTower(defs, 60, 200, 180, 580, "#7d9cbf"),
      officeTower(defs, 820, 240, 120, 580, "#5f80a8"),
      officeTower(defs, 420, 180, 260, 580, "#93b0cf"),
      glow(defs, 600, 300, 500, "#ffffff", 0.4),
      path(mullions + box(0, 0, W, 60) + box(0, 300, W, 6), { fill: "#2b2f38" }),
      rect(0, 580, W, H - 580, { fill: defs.linear("officefloor", "0 #b8946a, 1 #7a5a3e") }),
      rect(0, 576, W, 8, { fill: brand.gold }),
      glowEllipse(defs, 600, 740, 520, 40, "#000000", 0.35),
      team(rng),
    ].join("");
  },
};
