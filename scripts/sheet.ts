import path from "node:path";
import { parseArgs } from "node:util";
import { readSettings, refuse, report, withDebugSite } from "./debugSite.ts";
import { writeSheetPicture } from "./sheetPicture.ts";

/**
 * `npm run sheet -- --out sheet.png [--settings export.json] [--page n]`: the debug panel's sheet of every
 * transition at 25, 50 and 75 %, drawn by the built site in Chromium's software WebGL and written as a
 * PNG with its legend (the settings it was drawn with, the columns' percentages, the animation in use
 * marked) and without the dialog's buttons, so a reviewer sees what a tuning changes. `--settings` is a panel export (validated as the panel
 * validates it); `--page n` draws the gl-transitions catalogue's page n instead of the 18.
 */
const root = process.cwd();
const { values } = parseArgs({
  options: {
    out: { type: "string", default: "sheet.png" },
    settings: { type: "string" },
    page: { type: "string" },
  },
});
const out = path.resolve(root, values.out as string);
const cataloguePage = Number(values.page ?? 0);
if (!Number.isInteger(cataloguePage) || cataloguePage < 0)
  refuse(`Invalid --page ${values.page} (expected a whole number >= 0)`);
const settings = readSettings(values.settings);

try {
  await withDebugSite(root, settings, { width: 1280, height: 900 }, async (page) => {
    await page.getByRole("button", { name: "Sheet", exact: true }).click({ timeout: 30_000 });
    const sheet = page.getByRole("dialog", { name: "Transition sheet" });
    // A page turned while the one before draws stops that drawing.
    for (let n = 0; n < cataloguePage; n++) {
      const next = sheet.getByRole("button", { name: "Next page" });
      if (await next.isDisabled())
        refuse(`The catalogue has ${n} pages: --page ${cataloguePage} is past its end`);
      await next.click();
    }
    await sheet.and(page.locator("[data-state='ready']")).waitFor({ timeout: 120_000 });
    await writeSheetPicture(sheet, out);
    const ms = await sheet.getAttribute("data-ms");
    const cells = await sheet.getAttribute("data-drawn");
    console.log(`Wrote ${path.relative(root, out)}: ${cells} frames drawn in ${ms} ms`);
  });
} catch (error) {
  report(error);
  process.exitCode = 1;
}
