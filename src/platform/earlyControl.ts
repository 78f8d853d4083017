/** What a press lands on: a control, or a link the island takes over once awake (`data-early-press`). */
export const EARLY_CONTROL = "button, [role=button], summary, [data-early-press]";

/** An island a press can wait for (app/earlyIslands.ts lists them). */
export type EarlyIsland = {
  name: string;
  /** The island's outermost element in the server's HTML. */
  root: string;
  /** Where a horizontal swipe counts, and the controls it stands for: left is next, right previous. */
  swipe?: { area: string; next: string; previous: string };
  /** Keys the awake island takes as presses (the slideshow's arrows): key to the control it stands for. */
  keys?: Record<string, string>;
};
