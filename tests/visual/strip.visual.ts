import type { Page } from "@playwright/test";
import { stripPageAnimations } from "../../src/motion/names.ts";
import { STRIP_MOTION } from "../../src/widgets/strip/animations.ts";
import { expect, test } from "../support/hydrated.ts";
import { withStripSettings } from "../support/pageData.ts";
import { arrive } from "../support/visitor.ts";

test.use({ viewport: { width: 1280, height: 800 } });
// Software WebGL: each stable capture of a frame takes a few seconds.
test.describe.configure({ timeout: 120_000 });

/** Loads the page with a running clock until the strip's canvas is ready, then freezes time. */
async function gpuStrip(page: Page, animation: string) {
  await withStripSettings(page, { animation });
  await page.clock.install({ time: new Date("2026-06-01T10:00:00Z") });
  await page.goto("/#services");
  await arrive(page);
  const strip = page.locator("[data-strips='101']");
  await expect(strip.locator(".strip__canvas canvas")).toHaveCount(1, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.clock.pauseAt(new Date("2026-06-01T10:10:00Z"));
  return strip;
}

for (const name of stripPageAnimations) {
  test(`strip animation ${name} at 25, 50, 75 and 100 %`, async ({ page }) => {
    const { duration, stagger, whole } = STRIP_MOTION[name];
    // Each half (old cards leave, new ones enter) lasts the same: four cards, or the list as one.
    const half = duration + (whole ? 0 : 3 * stagger);
    const strip = await gpuStrip(page, name);
    const stage = strip.locator(".strip__stage");
    await strip.getByRole("button", { name: "Next page" }).click();
    await expect(strip).toHaveAttribute("data-gpu-drawing", "leave");
    await page.clock.runFor(half / 2);
    await expect(stage).toHaveScreenshot(`strip-${name}-25.png`);
    // A frame past the leave's end (frames come every 16 ms).
    await page.clock.runFor(half / 2 + 20);
    // The new page's pictures are decoded before it enters: its clock starts once they are.
    await expect(strip).toHaveAttribute("data-gpu-drawing", "enter");
    // One frame on, so the enter has been drawn by a tick of the clock. Its setup (decoding, snapshots)
    // may end on either side of a frame: a list sliding 1225 px moves a few pixels in that frame.
    await page.clock.runFor(16);
    await expect(stage).toHaveScreenshot(`strip-${name}-50.png`, { maxDiffPixelRatio: 0.03 });
    await page.clock.runFor(half / 2);
    await expect(stage).toHaveScreenshot(`strip-${name}-75.png`);
    await page.clock.runFor(half / 2 + 50);
    await expect(strip).not.toHaveAttribute("data-gpu-drawing");
    await expect(stage).toHaveScreenshot(`strip-${name}-100.png`);
  });
}

test("the canvas hands the cards back to the DOM without a visible jump", async ({ page }) => {
  const strip = await gpuStrip(page, "fadeDelay");
  const stage = strip.locator(".strip__stage");
  await strip.getByRole("button", { name: "Next page" }).click();
  await expect(strip).toHaveAttribute("data-gpu-drawing", "leave");
  await page.clock.runFor(500);
  await expect(strip).toHaveAttribute("data-gpu-drawing", "enter");
  // A frame before the end: the last card has 1 % of its fade left, the others are at rest.
  await page.clock.runFor(450);
  await expect(strip).toHaveAttribute("data-gpu-drawing", "enter");
  // The canvas's frame and, once it has cleared, the DOM's both match one picture of the settled page.
  // Text and pictures are drawn by different rasterizers: glyph and picture edges differ by a shade.
  const alike = { maxDiffPixelRatio: 0.02 };
  await expect(stage).toHaveScreenshot("strip-handoff.png", alike);
  await page.clock.runFor(250);
  await expect(strip).not.toHaveAttribute("data-gpu-drawing");
  await expect(stage).toHaveScreenshot("strip-handoff.png", alike);
});
