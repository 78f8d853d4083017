import type { Locator } from "@playwright/test";

/**
 * What `npm run sheet` writes of the open "Transition sheet" dialog: its figure (the legend, the column
 * percentages and the frames with their names, the animation in use marked), never the dialog's page
 * and Close buttons. Shared with tests/e2e/sheet.spec.ts, which checks what the picture holds.
 */
export const sheetPicture = (sheet: Locator) => sheet.getByRole("figure");

/** Writes the sheet's picture to `path`; returns the PNG. */
export async function writeSheetPicture(sheet: Locator, path: string): Promise<Buffer> {
  return sheetPicture(sheet).screenshot({ path });
}
