/** The contract between scene modules and the writer in index.ts. */
import type { Rng } from "./prng.ts";
import type { Defs } from "./svg.ts";

export interface Scene {
  /** Output file name inside assets/images. */
  file: string;
  width: number;
  height: number;
  /** Returns body markup; gradients go into `defs`. */
  draw(defs: Defs, rng: Rng): string;
}

export const SLIDE = { width: 1600, height: 900 } as const;
export const CARD = { width: 800, height: 600 } as const;
export const FLEET = { width: 1200, height: 800 } as const;
export const ICON = { width: 96, height: 96 } as const;
