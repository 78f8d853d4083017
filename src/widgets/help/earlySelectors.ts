import type { EarlySelectors } from "../../platform/earlyControl.ts";

/**
 * Where the help button's server HTML (HelpButton.tsx) takes presses before it wakes: the link that
 * becomes the dialog's button, both marked `data-early-press` with HELP_PRESS (app/earlyIslands.ts).
 */
export const HELP_EARLY = { root: ".help-button" } as const satisfies EarlySelectors;

/** The name a held press on the link finds the button by, once React has replaced the one with the other. */
export const HELP_PRESS = "help";
