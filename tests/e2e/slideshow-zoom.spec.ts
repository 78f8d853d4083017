import type { Locator, Page } from "@playwright/test";
import { loadContent } from "../../src/content/load.ts";
import { expect, test } from "../support/fixtures.ts";

const { gallery } = loadContent();
const N = gallery.slides.length;
const region = (page: Page) => page.getByRole("region", { name: gallery.label });

/** The magnified slides' focal point, in stage pixels. */
const focus = (r: Locator) =>
  r.locator(".slideshow__slides").evaluate((el: HTMLElement) => {
    const [x, y] = getComputedStyle(el).transformOrigin.split(" ").map(Number.parseFloat);
    return { x: Math.round(x ?? 0), y: Math.round(y ?? 0) };
  });

/**
 * How far the focal point stands from `at`, in whole pixels: a stage whose height is a fraction of a
 * pixel rounds its centre either way, so a pixel's difference is the same point.
 */
const offBy = async (r: Locator, at: { x: number; y: number }) => {
  const f = await focus(r);
  return Math.max(Math.abs(f.x - at.x), Math.abs(f.y - at.y));
};

async function zoomIn(r: Locator) {
  await r.getByRole("button", { name: "Zoom in" }).click();
  await expect(r.getByRole("button", { name: "Close zoom" })).toBeVisible();
  // The whole stage on screen, where a drag's pointer can reach its middle.
  await r
    .locator(".slideshow__stage")
    .evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
  const box = (await r.locator(".slideshow__stage").boundingBox())!;
  return { box, centre: { x: Math.round(box.width / 2), y: Math.round(box.height / 2) } };
}

test.describe("a zoomed slide", () => {
  test("pans under a drag, within its edges, and stays the slide it was", async ({ page, isMobile }) => {
    await page.goto("/");
    const r = region(page);
    const { box, centre } = await zoomIn(r);
    expect(await offBy(r, centre)).toBeLessThanOrEqual(1);
    const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const scrolled = await page.evaluate(() => window.scrollY);
    if (isMobile) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
      for (let i = 1; i <= 8; i++) {
        const at = { x: from.x - (80 * i) / 8, y: from.y - (40 * i) / 8 };
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [at] });
      }
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    } else {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x - 80, from.y - 40, { steps: 8 });
      await page.mouse.up();
    }
    // Dragged left and up by (80, 40) at 2x: the focal point moves right and down by as much.
    await expect.poll(() => offBy(r, { x: centre.x + 80, y: centre.y + 40 })).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(r.getByRole("group", { name: `1 of ${N}` })).toBeVisible();
    await expect(r.getByRole("button", { name: "Close zoom" })).toBeVisible();

    // A drag far past the edge stops at it: the magnified slide still covers the stage.
    if (!isMobile) {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x - 2000, from.y, { steps: 4 });
      await page.mouse.up();
      await expect.poll(async () => (await focus(r)).x).toBe(Math.round(box.width));
    }
  });

  test("pans with the arrow keys, which change slides again once the zoom is closed", async ({ page }) => {
    await page.goto("/");
    const r = region(page);
    const { centre } = await zoomIn(r);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => offBy(r, { x: centre.x + 60, y: centre.y + 60 })).toBeLessThanOrEqual(1);
    await expect(r.getByRole("group", { name: `1 of ${N}` })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.keyboard.press("ArrowRight");
    await expect(r.getByRole("group", { name: `2 of ${N}` })).toBeVisible();
  });
});
