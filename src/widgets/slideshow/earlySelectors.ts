import type { EarlySelectors } from "../../platform/earlyControl.ts";

/**
 * Where the slideshow's server HTML (Slideshow.tsx) takes presses before it wakes: the region, the stage
 * a swipe crosses, the arrows a swipe or an arrow key stands for (app/earlyIslands.ts). A pinch is not
 * held: what it does (zoom about the fingers, up to 3x) follows the fingers, and replayed later it would
 * zoom a slide the visitor no longer looks at; the stage keeps the browser's pinch-zoom off
 * (touch-action: pan-y) in any case, so a visitor sees it did nothing and pinches again once awake.
 */
export const SLIDESHOW_EARLY = {
  root: ".slideshow",
  swipe: { area: ".slideshow__stage", next: ".slideshow__arrow--next", previous: ".slideshow__arrow--prev" },
  keys: { ArrowRight: ".slideshow__arrow--next", ArrowLeft: ".slideshow__arrow--prev" },
} as const satisfies EarlySelectors;
