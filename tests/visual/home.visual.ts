import { expect, test } from "../support/hydrated.ts";

/** behaviour.md 9's breakpoints, each side of every switch. */
const WIDTHS = [1280, 1024, 800, 600, 375];
const SLICE = 4000;

for (const width of WIDTHS) {
  test(`home page at ${width} px`, async ({ page }) => {
    // A paused clock: nothing timed can move between the two captures toHaveScreenshot compares.
    await page.clock.install({ time: new Date("2026-06-01T10:00:00Z") });
    await page.clock.pauseAt(new Date("2026-06-01T10:00:01Z"));
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    // Load every lazy image now, so the full-page capture never shows one half-arrived.
    await page.locator("img[loading='lazy']").evaluateAll((imgs) => {
      for (const img of imgs) img.setAttribute("loading", "eager");
    });
    await page.waitForFunction(() =>
      [...document.images].every((img) => img.complete && img.naturalWidth > 0),
    );
    await page.evaluate(() => document.fonts.ready);
    // The widgets have measured themselves: captions laid out, the table knows whether it scrolls.
    await page.waitForFunction(
      () =>
        !document.querySelector("figure:not([data-float])") && !!document.querySelector("[data-overflowing]"),
    );
    // The whole page in slices: software compositing repeats the top of a capture taller than 8192 px.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, slice = 1; y < height; y += SLICE, slice++) {
      const clip = { x: 0, y, width, height: Math.min(SLICE, height - y) };
      await expect(page).toHaveScreenshot(`home-${width}-${slice}.png`, { fullPage: true, clip });
    }
  });
}
