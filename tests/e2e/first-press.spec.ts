import type { Locator, Page } from "@playwright/test";
import { loadContent } from "../../src/content/load.ts";
import { expect, test } from "./fixtures.ts";

const { gallery } = loadContent();
const N = gallery.slides.length;
const T0 = new Date("2026-06-01T10:00:00Z");
const region = (page: Page) => page.getByRole("region", { name: gallery.label });

/**
 * Notes whether the DOM crossfade plays over the slides: it writes --fade on the region itself (while
 * the canvas draws a change, only the captions fade).
 */
async function watchCrossfade(r: Locator) {
  await r.evaluate((el: HTMLElement) => {
    new MutationObserver(() => {
      if (el.style.getPropertyValue("--fade")) el.dataset.crossfaded = "yes";
    }).observe(el, { attributes: true, attributeFilter: ["style"] });
  });
}

async function expectSlide(r: Locator, n: number) {
  await expect(r.getByRole("group", { name: `${n} of ${N}` })).toBeVisible();
  await expect(r).toHaveAttribute("data-state", "idle");
}

test.describe("the first press", () => {
  test("made while the canvas starts, it waits for it and plays the configured transition there", async ({
    page,
  }) => {
    await page.clock.install({ time: T0 });
    await page.goto("/");
    // Time stands still from here: the press's bounded wait can only end by the canvas arriving.
    await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
    const r = region(page);
    await expect(r).toHaveAttribute("data-renderer", "dom");
    await watchCrossfade(r);
    // The press is the visitor's first sign: the canvas starts with it.
    await r.getByRole("button", { name: "Next slide" }).click();
    await expect(r).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
    await page.clock.runFor(3000);
    await expectSlide(r, 2);
    await expect(r).not.toHaveAttribute("data-crossfaded", "yes");
  });

  test("when the canvas does not come within 300 ms, the DOM plays the change", async ({ page }) => {
    // The canvas's chunk never arrives.
    await page.route(/\/assets\/SlideshowCanvas-[\w-]+\.js$/, () => {});
    await page.clock.install({ time: T0 });
    await page.goto("/");
    await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
    const r = region(page);
    await watchCrossfade(r);
    await r.getByRole("button", { name: "Next slide" }).click();
    await page.clock.runFor(299);
    await expect(r.getByRole("group", { name: `1 of ${N}` })).toBeVisible();
    await page.clock.runFor(3000);
    await expectSlide(r, 2);
    await expect(r).toHaveAttribute("data-crossfaded", "yes");
    await expect(r).toHaveAttribute("data-renderer", "dom");
  });
});
