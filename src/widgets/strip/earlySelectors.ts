import type { EarlySelectors } from "../../platform/earlyControl.ts";

/**
 * Where the strip's server HTML (Strip.tsx) takes presses before it wakes: the strip, the stage a swipe
 * crosses and the pager's arrows a swipe stands for (app/earlyIslands.ts).
 */
export const STRIP_EARLY = {
  root: "[data-strips]",
  swipe: { area: ".strip__stage", next: "[data-strips-next]", previous: "[data-strips-previous]" },
} as const satisfies EarlySelectors;
