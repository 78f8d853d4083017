import type { EarlyIsland } from "../platform/earlyPresses.ts";

/**
 * The islands a visitor can press before they wake (platform/earlyPresses.ts): where each stands in the
 * server's HTML, and for the two that take swipes, where a swipe counts and the buttons it stands for
 * (and the slideshow's arrow keys likewise). A pinch before the slideshow wakes is not held: what it
 * does (zoom about the fingers, up to 3x) follows the fingers, and replayed later it would zoom a slide
 * the visitor no longer looks at; the stage keeps the browser's pinch-zoom off (touch-action: pan-y) in
 * any case, so a visitor sees it did nothing and pinches again once awake.
 * The names are the islands' own (app/islands.ts).
 */
export const EARLY_ISLANDS = [
  { name: "menu", root: ".menu" },
  {
    name: "slideshow",
    root: ".slideshow",
    swipe: {
      area: ".slideshow__stage",
      next: ".slideshow__arrow--next",
      previous: ".slideshow__arrow--prev",
    },
    keys: { ArrowRight: ".slideshow__arrow--next", ArrowLeft: ".slideshow__arrow--prev" },
  },
  {
    name: "strip",
    root: "[data-strips]",
    swipe: { area: ".strip__stage", next: "[data-strips-next]", previous: "[data-strips-previous]" },
  },
  { name: "featureTable", root: ".feature-table" },
  { name: "help", root: ".help-button" },
] as const satisfies readonly EarlyIsland[];
