import type { SlideAnimation } from "./options.ts";

/** How far into its change each of a transition's frames is drawn. */
export const SHEET_PERCENTS = [25, 50, 75] as const;
/** One frame's size in CSS pixels, and the room under a transition's frames for its name. */
export const SHEET_CELL = { width: 112, height: 70, gap: 2, label: 20 };
const COLUMNS = 3;
const GROUP_GAP = 12;
const ROW_GAP = 8;

export type SheetGroup = { name: SlideAnimation; x: number; y: number; width: number; height: number };

/** Where each transition's three frames (and its name beneath) go: three transitions a row. */
export function sheetLayout(names: readonly SlideAnimation[]) {
  const { width: w, height: h, gap, label } = SHEET_CELL;
  const groupWidth = SHEET_PERCENTS.length * w + (SHEET_PERCENTS.length - 1) * gap;
  const groupHeight = h + label;
  const groups: SheetGroup[] = names.map((name, i) => ({
    name,
    x: (i % COLUMNS) * (groupWidth + GROUP_GAP),
    y: Math.floor(i / COLUMNS) * (groupHeight + ROW_GAP),
    width: groupWidth,
    height: groupHeight,
  }));
  const rows = Math.ceil(names.length / COLUMNS);
  return {
    groups,
    width: COLUMNS * groupWidth + (COLUMNS - 1) * GROUP_GAP,
    height: Math.max(1, rows * groupHeight + (rows - 1) * ROW_GAP),
  };
}
