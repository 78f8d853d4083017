import type { AnimationName, SlideAnimation } from "../widgets/slideshow/options.ts";
import { SHEET_PERCENTS, SHEET_SIZES, type sheetLayout } from "../widgets/slideshow/sheetLayout.ts";
import { nameList } from "./animationSearch.ts";
import { element, markInUse } from "./sheetLegend.ts";
import { SHEET_NAMES } from "./sheetPages.ts";

/** A field that finds a transition by name, from any page, for the sheet's Chosen page (sheet.ts). */
function findField() {
  const find = Object.assign(element("input", ""), {
    type: "search",
    placeholder: "Add by name",
  });
  find.setAttribute("aria-label", "Add a transition to the chosen ones");
  const names = nameList("debug-sheet-names", SHEET_NAMES);
  find.setAttribute("list", names.id);
  return { find, names };
}

/** The frames' size, one of SHEET_SIZES. */
function sizeField() {
  const size = element("select", "");
  size.setAttribute("aria-label", "Frame size");
  size.append(...Object.keys(SHEET_SIZES).map((s) => Object.assign(element("option", "", s), { value: s })));
  return size;
}

/**
 * The sheet's dialog (sheet.ts), shown over the page with Close focused: a header with its title, pager,
 * find field, frame size, Rows of A and B, Download sheet and Close; and the figure `npm run sheet`
 * writes (its legend, the columns' percentages and the board: the canvas under the choice buttons).
 */
export function showSheetDialog() {
  const dialog = element("dialog", "debug-sheet");
  dialog.setAttribute("aria-label", "Transition sheet");
  const header = element("div", "debug-sheet__header");
  const title = element("h2", "debug-sheet__title");
  const previous = element("button", "", "Previous page");
  const next = element("button", "", "Next page");
  // The page as `npm run sheet` writes it, enabled once every frame is drawn (sheet.ts).
  const download = element("button", "", "Download sheet");
  const close = element("button", "", "Close");
  // Rows of the kept tunings A and B, each row of transitions drawn under A then under B (sheet.ts).
  const abRows = Object.assign(element("input", ""), { type: "checkbox" });
  const abLabel = element("label", "");
  abLabel.append(abRows, " Rows of A and B");
  const { find, names } = findField();
  const size = sizeField();
  header.append(title, previous, next, find, names, size, abLabel, download, close);
  // The sheet itself, as `npm run sheet` writes it: its legend and its frames, not the dialog's buttons.
  const figure = element("figure", "debug-sheet__figure");
  const legend = element("figcaption", "debug-sheet__legend");
  const percents = element("div", "debug-sheet__percents");
  const board = element("div", "debug-sheet__board");
  const canvas = element("canvas", "debug-sheet__canvas");
  canvas.setAttribute("aria-hidden", "true");
  const buttons = element("div", "debug-sheet__buttons");
  board.append(canvas, buttons);
  figure.append(legend, percents, board);
  dialog.append(header, figure);
  document.body.append(dialog);
  dialog.show();
  close.focus();
  return {
    dialog,
    title,
    previous,
    next,
    find,
    size,
    abRows,
    download,
    close,
    legend,
    percents,
    canvas,
    buttons,
  };
}

/**
 * Wires a debug dialog's Close button and Escape to one end, which runs `cleanup` once and takes the
 * dialog away (the sheet's and Compare's). Returns that end; `dialog.isConnected` says whether it ran.
 */
export function closesBy(dialog: HTMLDialogElement, close: HTMLButtonElement, cleanup: () => void) {
  const shut = () => {
    if (!dialog.isConnected) return;
    cleanup();
    dialog.remove();
  };
  close.addEventListener("click", shut);
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "Escape") shut();
  });
  return shut;
}

type Board = Pick<ReturnType<typeof showSheetDialog>, "canvas" | "buttons">;

/**
 * Sizes the board to a page's layout and puts a "Choose <name>" button over each transition's frames,
 * the one of the animation in use marked; with rows of A and B, each says its row's `slots` letter.
 */
export function fillBoard(
  { canvas, buttons }: Board,
  layout: ReturnType<typeof sheetLayout>,
  inUse: AnimationName,
  choose: (name: SlideAnimation) => void,
  slots: readonly string[] = [],
): void {
  for (const el of [canvas, buttons]) {
    el.style.width = `${layout.width}px`;
    el.style.height = `${layout.height}px`;
  }
  buttons.replaceChildren(
    ...layout.groups.map((group, i) => {
      const slot = slots[i];
      const button = element("button", "debug-sheet__choice", slot ? `${group.name} · ${slot}` : group.name);
      button.setAttribute("aria-label", `Choose ${group.name}${slot ? ` (${slot})` : ""}`);
      if (group.name === inUse) markInUse(button);
      button.title = `${group.name} at ${SHEET_PERCENTS.join(", ")} %`;
      Object.assign(button.style, {
        left: `${group.x}px`,
        top: `${group.y}px`,
        width: `${group.width}px`,
        height: `${group.height}px`,
      });
      button.addEventListener("click", () => choose(group.name));
      return button;
    }),
  );
}
