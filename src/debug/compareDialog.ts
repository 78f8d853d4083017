import { SLOTS, type Slot } from "./abTunings.ts";
import { element } from "./sheetLegend.ts";

/** The stages' sizes: small is the sheet's frame (its frames and a stage's compare pixel for pixel). */
export const STAGE_SIZES = ["small", "large"] as const;
export type StageSize = (typeof STAGE_SIZES)[number];

/** A stage: its caption (A or B, its name and how it draws) and its canvas. */
function stage(slot: Slot) {
  const figure = element("figure", "debug-compare__stage");
  const caption = element("figcaption", "debug-compare__caption");
  const canvas = element("canvas", "debug-compare__canvas");
  canvas.setAttribute("role", "img");
  canvas.setAttribute("aria-label", `Stage ${slot}`);
  figure.append(caption, canvas);
  return { figure, caption, canvas };
}

/**
 * The compare dialog (compare.ts), shown over the page, not modal, with Close focused: a header with
 * its title, the stage size, Play and Close, the "Change progress" slider with its percentage, and
 * the two stages side by side, A then B.
 */
export function showCompareDialog() {
  const dialog = element("dialog", "debug-sheet debug-compare");
  dialog.setAttribute("aria-label", "Compare tunings");
  const header = element("div", "debug-sheet__header");
  const title = element("h2", "debug-sheet__title", "A | B");
  const size = element("select", "");
  size.setAttribute("aria-label", "Stage size");
  size.append(...STAGE_SIZES.map((s) => Object.assign(element("option", "", s), { value: s })));
  const play = element("button", "", "Play");
  const close = element("button", "", "Close");
  header.append(title, size, play, close);
  const scrub = element("div", "debug-compare__scrub");
  const progress = Object.assign(element("input", ""), { type: "range", min: "0", max: "100", value: "50" });
  progress.setAttribute("aria-label", "Change progress");
  const percent = element("output", "", "50 %");
  scrub.append(progress, percent);
  const row = element("div", "debug-compare__stages");
  const stages = Object.fromEntries(SLOTS.map((slot) => [slot, stage(slot)])) as Record<
    Slot,
    ReturnType<typeof stage>
  >;
  row.append(stages.A.figure, stages.B.figure);
  dialog.append(header, scrub, row);
  document.body.append(dialog);
  dialog.show();
  close.focus();
  return { dialog, size, play, close, progress, percent, row, stages };
}
