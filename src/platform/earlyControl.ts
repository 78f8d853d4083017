/** What a press lands on: a control, or a link the island takes over once awake (`data-early-press`). */
export const EARLY_CONTROL = "button, [role=button], summary, [data-early-press]";
