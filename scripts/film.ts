import { copyFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { readSettings, refuse, report, withDebugSite } from "./debugSite.ts";

/**
 * `npm run film -- --out film.webm [--animation name] [--fps 30|60] [--settings export.json]
 * [--width 1280] [--height 800]`: the debug panel's Film from the terminal. The built site, in
 * Chromium's software WebGL, plays the slideshow's change from slide 1 to 2 with the tuning (and the
 * animation, when given) and films it frame by frame from its timeline (src/debug/film.ts), so every
 * frame is drawn however slow the machine: a WebM at the stage's size for the window's width.
 */
const root = process.cwd();
const { values } = parseArgs({
  options: {
    out: { type: "string", default: "film.webm" },
    animation: { type: "string" },
    fps: { type: "string", default: "30" },
    settings: { type: "string" },
    width: { type: "string", default: "1280" },
    height: { type: "string", default: "800" },
  },
});
const out = path.resolve(root, values.out as string);
const fps = values.fps as string;
if (fps !== "30" && fps !== "60") refuse(`Invalid --fps ${fps} (expected 30 or 60)`);
const [width, height] = [values.width, values.height].map(Number) as [number, number];
for (const [name, n] of Object.entries({ width, height }))
  if (!Number.isInteger(n) || n < 320 || n > 3840) refuse(`Invalid --${name} ${n} (expected 320 to 3840 px)`);
const settings = readSettings(values.settings);

try {
  await withDebugSite(root, settings, { width, height }, async (page) => {
    const slideshow = page.locator("section.slideshow");
    const panel = page.getByRole("complementary", { name: "Motion debug panel" });
    // A visitor near the slideshow is what wakes its canvas.
    await slideshow.scrollIntoViewIfNeeded();
    await slideshow.hover();
    await slideshow.and(page.locator("[data-renderer='gpu']")).waitFor({ timeout: 60_000 });
    if (values.animation) {
      const choice = panel.getByLabel("Slideshow animation");
      const names = await choice.locator("option").allTextContents();
      if (!names.includes(values.animation))
        refuse(`Unknown --animation ${values.animation} (the panel's Slideshow animation lists them)`);
      await choice.selectOption(values.animation);
      await slideshow.and(page.locator("[data-state='idle']")).waitFor({ timeout: 60_000 });
    }
    await slideshow.getByRole("button", { name: "Next slide" }).press("Enter");
    await slideshow.and(page.locator("[data-state='idle']")).waitFor({ timeout: 60_000 });
    await panel.getByLabel("Film frame rate").selectOption(fps);
    const downloaded = page.waitForEvent("download", { timeout: 300_000 });
    await panel.getByRole("button", { name: "Film", exact: true }).click();
    copyFileSync(await (await downloaded).path(), out);
    const made = await panel.getByRole("status").filter({ hasText: "Film downloaded" }).textContent();
    console.log(`Wrote ${path.relative(root, out)}: ${made?.replace("Film downloaded: ", "")}`);
  });
} catch (error) {
  report(error);
  process.exitCode = 1;
}
