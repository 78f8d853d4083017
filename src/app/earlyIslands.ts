import type { EarlyIsland } from "../platform/earlyControl.ts";
import { HELP_EARLY } from "../widgets/help/earlySelectors.ts";
import { MENU_EARLY } from "../widgets/menu/earlySelectors.ts";
import { SLIDESHOW_EARLY } from "../widgets/slideshow/earlySelectors.ts";
import { STRIP_EARLY } from "../widgets/strip/earlySelectors.ts";

/**
 * The islands a visitor can press before they wake (platform/earlyPresses.ts), by the islands' own names
 * (app/islands.ts), each with the selectors its widget's markup takes presses on. Each of their widgets
 * says when it is ready for presses (platform/readyForPresses.ts). The feature table has no control to
 * press (its links are not held).
 */
export const EARLY_ISLANDS = [
  { name: "menu", ...MENU_EARLY },
  { name: "slideshow", ...SLIDESHOW_EARLY },
  { name: "strip", ...STRIP_EARLY },
  { name: "help", ...HELP_EARLY },
] as const satisfies readonly EarlyIsland[];
