/** What a press lands on: a control, or a link the island takes over once awake (`data-early-press`). */
export const EARLY_CONTROL = "button, [role=button], summary, [data-early-press]";

/** Where a widget's markup takes presses before it wakes: each widget exports its own (earlySelectors.ts). */
export type EarlySelectors = {
  /** The widget's outermost element in the server's HTML. */
  root: string;
  /** Where a horizontal swipe counts, and the controls it stands for: left is next, right previous. */
  swipe?: { area: string; next: string; previous: string };
  /** Keys the awake widget takes as presses (the slideshow's arrows): key to the control it stands for. */
  keys?: Record<string, string>;
};

/** An island a press can wait for (app/earlyIslands.ts lists them): its name and its widget's selectors. */
export type EarlyIsland = EarlySelectors & { name: string };
