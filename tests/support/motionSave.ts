import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { panel } from "./debugPanel.ts";
import { DEV_CONTENT, devContentFile } from "./devContent.ts";

/** What the specs of the panel's Save to content share (motion-save.spec, motion-save-panel.spec). */
export const SAVE_PATH = "/__grandtour/motion/save";
export const TUNING = {
  slideshow: { duration: 650, boxes: { rows: 4 } },
  strip: { motion: { fadeDelay: { stagger: 90 } } },
};
/** The panel's diff of TUNING over the demo content: each file, then each field by its control's name. */
export const DIFF = [
  "content/gallery.json",
  "Slideshow duration (ms): 500 → 650 settings.duration",
  "Boxes rows: (not set) → 4 settings.boxes.rows",
  "content/strips.json",
  "Strip stagger (ms) of fadeDelay: (not set) → 90 modules[id=101].motion.fadeDelay.stagger",
];

export const originals = () => ({
  gallery: devContentFile("gallery.json", true),
  strips: devContentFile("strips.json", true),
});
export const saved = () => ({
  gallery: devContentFile("gallery.json"),
  strips: devContentFile("strips.json"),
});

/** Every file of the dev server's copy: name, text and mode (a temporary file left behind shows). */
export const devFiles = () =>
  readdirSync(DEV_CONTENT)
    .sort()
    .map((name) => {
      const file = path.join(DEV_CONTENT, name);
      return { name, text: readFileSync(file, "utf8"), mode: statSync(file).mode };
    });

/** The panel's Save to content box. */
export const saveBox = (page: Page) => panel(page).getByRole("region", { name: "Save to content" });
/** The box's diff. */
export const shownDiff = (page: Page) => saveBox(page).getByRole("group", { name: "Changes to content" });
/** The diff's lines: each file's name, and each field that changes. */
export const diffLines = (page: Page) => shownDiff(page).locator(":scope > p, li");

/** Opens the dev server's page (devServer.ts) with the panel, imports `tuning`, presses Save to content. */
export async function askToSave(page: Page, devServer: string, tuning: unknown = TUNING) {
  await page.goto(`${devServer}/?debug`);
  const p = panel(page);
  await p.getByLabel("Settings JSON").fill(JSON.stringify(tuning));
  await p.getByRole("button", { name: "Import" }).click();
  await p.getByRole("button", { name: "Save to content" }).click();
}

/** Presses Confirm in the save box and waits for the reload a save makes. */
export async function confirmAndReload(page: Page) {
  const reloaded = page.waitForEvent("load");
  await saveBox(page).getByRole("button", { name: "Confirm" }).click();
  await reloaded;
}
