import type { Locator } from "@playwright/test";

/**
 * What `npm run sheet` writes of the open "Transition sheet" dialog: its figure (the legend, the column
 * percentages and the frames with their names, the animation in use marked), never the dialog's page
 * and Close buttons. Shared with tests/e2e/sheet.spec.ts, which checks what the picture holds.
 */
export const sheetPicture = (sheet: Locator) => sheet.getByRole("figure");

/** Shows the sheet as its picture (src/debug/sheet.ts: data-picture) and writes it to `path`; returns the PNG. */
export async function writeSheetPicture(sheet: Locator, path: string): Promise<Buffer> {
  await sheet.evaluate((dialog) => dialog.setAttribute("data-picture", ""));
  return sheetPicture(sheet).screenshot({ path });
}
