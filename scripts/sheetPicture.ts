import type { Locator } from "@playwright/test";

/**
 * What `npm run sheet` writes of the open "Transition sheet" dialog: its figure (the legend, the column
 * percentages and the frames with their names), never the dialog's page and Close buttons. Shared with
 * tests/e2e/sheet.spec.ts, which checks what the picture holds.
 */
export const sheetPicture = (sheet: Locator) => sheet.getByRole("figure");

/** Writes the sheet's picture to `path` as a PNG; returns its bytes. */
export const writeSheetPicture = (sheet: Locator, path: string) => sheetPicture(sheet).screenshot({ path });
