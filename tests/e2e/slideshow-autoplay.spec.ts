import { expect, test } from "../support/fixtures.ts";
import { withGallerySettings } from "../support/pageData.ts";
import { expectSlide, progress, region, stageCentre, T0, thumb } from "../support/slideshowPage.ts";

test.describe("slideshow autoplay", () => {
  test.beforeEach(async ({ page }) => {
    await withGallerySettings(page, { autoplay: { enabled: true, delay: 5000 } });
    await page.clock.install({ time: T0 });
    await page.clock.pauseAt(new Date(T0.getTime() + 1000));
    await page.goto("/");
  });

  test("the progress bar fills over the delay and advances; the live region is off while it rotates", async ({
    page,
  }) => {
    const r = region(page);
    await expect(r.locator("[aria-live]")).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(500);
    const start = await progress(r);
    await page.clock.runFor(2500);
    expect((await progress(r)) - start).toBeCloseTo(0.5, 1);
    await page.clock.runFor(2600);
    await page.clock.runFor(2000);
    await expectSlide(r, 2);
    expect(await progress(r)).toBeLessThan(0.5);
  });

  test.describe(() => {
    test.skip(({ device }) => device.isMobile, "no hover on a phone");
    test("it pauses while hovered and while focus is inside, and goes on after", async ({ page }) => {
      const r = region(page);
      await page.clock.runFor(2000);
      await r.locator(".slideshow__stage").hover();
      const held = await progress(r);
      await page.clock.runFor(8000);
      expect(await progress(r)).toBe(held);
      await expectSlide(r, 1);
      await page.mouse.move(5, 5);
      await page.clock.runFor(1000);
      expect(await progress(r)).toBeGreaterThan(held);
      await thumb(r, 1).focus();
      const focused = await progress(r);
      await page.clock.runFor(8000);
      expect(await progress(r)).toBe(focused);
      await page.getByRole("link", { name: "Skip to content" }).focus();
      // At most 4 s of the delay were left: it advances once, and the next advance is a whole delay
      // after that transition's end.
      await page.clock.runFor(4500);
      await page.clock.runFor(500);
      await expectSlide(r, 2);
    });
  });

  test("it pauses while the tab is hidden", async ({ page }) => {
    const r = region(page);
    await page.clock.runFor(1000);
    await page.evaluate(() => {
      Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    const held = await progress(r);
    await page.clock.runFor(8000);
    expect(await progress(r)).toBe(held);
    await page.evaluate(() => {
      Object.defineProperty(document, "hidden", { configurable: true, get: () => false });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.clock.runFor(1000);
    expect(await progress(r)).toBeGreaterThan(held);
  });

  test("the pause button stops the rotation and play starts it again", async ({ page }) => {
    const r = region(page);
    await r.getByRole("button", { name: "Pause slideshow" }).click();
    await expect(r.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(12_000);
    await expectSlide(r, 1);
    await r.getByRole("button", { name: "Play slideshow" }).click();
    await page.clock.runFor(5100);
    await page.clock.runFor(2000);
    await expectSlide(r, 2);
  });

  test.describe(() => {
    test.skip(({ device }) => !device.isMobile, "touch");
    test("a finger held on the slide pauses the progress", async ({ page }) => {
      const r = region(page);
      await page.clock.runFor(2000); // the gesture chunk loads after the load event
      const cdp = await page.context().newCDPSession(page);
      const [x, y] = await stageCentre(r);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
      await page.clock.runFor(800);
      const held = await progress(r);
      await page.clock.runFor(6000);
      expect(await progress(r)).toBe(held);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await page.clock.runFor(500);
      expect(await progress(r)).toBeGreaterThan(held);
    });
  });
});
