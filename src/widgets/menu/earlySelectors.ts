import type { EarlySelectors } from "../../platform/earlyControl.ts";

/** Where the menu's server HTML (Menu.tsx) takes presses before it wakes: its toggles (app/earlyIslands.ts). */
export const MENU_EARLY = { root: ".menu" } as const satisfies EarlySelectors;
