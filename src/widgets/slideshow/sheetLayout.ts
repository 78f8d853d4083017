import type { SlideAnimation } from "./options.ts";

/** How far into its change each of a transition's frames is drawn. */
export const SHEET_PERCENTS = [25, 50, 75] as const;
/**
 * One frame's size in CSS pixels, the room under a transition's frames for its name, and how many
 * transitions stand in a row.
 */
export const SHEET_CELL = { width: 112, height: 70, gap: 2, label: 20, columns: 3 };
export type SheetCell = typeof SHEET_CELL;
const scaled = (k: number, columns: number): SheetCell => ({
  ...SHEET_CELL,
  width: SHEET_CELL.width * k,
  height: SHEET_CELL.height * k,
  columns,
});
/**
 * The frame sizes a designer may pick for the sheet: its own, half as large again, twice as large. Larger
 * frames stand fewer a row, so that every size's board is about as wide as the sheet's own (1044, 1028
 * and 676 px) and fits the dialog without scrolling sideways.
 */
export const SHEET_SIZES = { small: SHEET_CELL, medium: scaled(1.5, 2), large: scaled(2, 1) } as const;
export type SheetSize = keyof typeof SHEET_SIZES;
const GROUP_GAP = 12;
const ROW_GAP = 8;

export type SheetGroup = { name: SlideAnimation; x: number; y: number; width: number; height: number };

type Place = { column: number; row: number };
const inRows = (names: readonly SlideAnimation[], columns: number): Place[] =>
  names.map((_, i) => ({ column: i % columns, row: Math.floor(i / columns) }));

/**
 * Where each transition's three frames (and its name beneath) go, each frame `cell`'s size: `cell.columns`
 * transitions a row, or at the `places` given (rows of A and B).
 */
export function sheetLayout(names: readonly SlideAnimation[], places?: readonly Place[], cell = SHEET_CELL) {
  const { width: w, height: h, gap, label, columns } = cell;
  const at = places ?? inRows(names, columns);
  const groupWidth = SHEET_PERCENTS.length * w + (SHEET_PERCENTS.length - 1) * gap;
  const groupHeight = h + label;
  const groups: SheetGroup[] = names.map((name, i) => ({
    name,
    x: (at[i]?.column ?? 0) * (groupWidth + GROUP_GAP),
    y: (at[i]?.row ?? 0) * (groupHeight + ROW_GAP),
    width: groupWidth,
    height: groupHeight,
  }));
  const rows = Math.max(0, ...at.map((place) => place.row + 1));
  return {
    groups,
    cell,
    width: columns * groupWidth + (columns - 1) * GROUP_GAP,
    height: Math.max(1, rows * groupHeight + (rows - 1) * ROW_GAP),
  };
}

/**
 * Rows of A and B: each row of `names` twice, A's row then B's, each group's slot beside it, laid out
 * so that a short last row stays a row of its own.
 */
export function rowsOfAB(names: readonly SlideAnimation[], cell = SHEET_CELL) {
  const doubled: SlideAnimation[] = [];
  const slots: ("A" | "B")[] = [];
  const places: Place[] = [];
  for (let i = 0; i < names.length; i += cell.columns) {
    const row = names.slice(i, i + cell.columns);
    for (const [r, slot] of (["A", "B"] as const).entries()) {
      doubled.push(...row);
      slots.push(...row.map(() => slot));
      places.push(...row.map((_, column) => ({ column, row: (2 * i) / cell.columns + r })));
    }
  }
  return { layout: sheetLayout(doubled, places, cell), slots };
}
