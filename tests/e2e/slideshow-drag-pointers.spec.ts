import { expect, test } from "../support/fixtures.ts";
import { gpuSlideshow, withGallerySettings } from "../support/pageData.ts";
import { passTime } from "../support/pageTime.ts";
import { differing } from "../support/pixels.ts";
import { pointerOn } from "../support/slideDrag.ts";
import { expectSlide, region, T0, withoutWebGL } from "../support/slideshowPage.ts";
import { arrive } from "../support/visitor.ts";

/** One code path for every pointer that drags the slideshow, and the renderers and settings it meets. */
test.describe("the slideshow's drag", () => {
  test.describe(() => {
    test.skip(({ device }) => device.isMobile, "a mouse");
    test("a mouse drag completes a change and selects no text", async ({ page }) => {
      const r = await gpuSlideshow(page, { animation: "blindsRight", duration: 500 });
      const mouse = await pointerOn(page, r, "mouse");
      const before = await mouse.shot();
      await mouse.down(0.8);
      await mouse.move(-mouse.box.width / 2);
      await expect(r).toHaveAttribute("data-state", "running");
      expect(await differing(await mouse.shot(), before)).toBeGreaterThan(0.1);
      await mouse.up();
      await passTime(page, 2500);
      await expectSlide(r, 2);
      expect(await page.evaluate(() => window.getSelection()?.toString())).toBe("");
    });
  });

  test("reduced motion: nothing scrubs, the swipe changes the slide at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install({ time: T0 });
    await page.goto("/");
    await arrive(page);
    const r = region(page);
    await expect(r.getByRole("button", { name: "Zoom in" })).toBeVisible();
    await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
    const finger = await pointerOn(page, r);
    await finger.down(0.75);
    await finger.move(-finger.box.width / 2);
    await expect(r).toHaveAttribute("data-state", "idle");
    await expectSlide(r, 1);
    await finger.up();
    await expectSlide(r, 2);
  });

  test.describe(() => {
    test.skip(({ device }) => device.isMobile, "a trackpad");
    test("a trackpad's sideways swipe scrubs the change and completes it", async ({ page }) => {
      const r = await gpuSlideshow(page, { animation: "slideLeft", duration: 500 });
      const mouse = await pointerOn(page, r, "mouse");
      const before = await mouse.shot();
      await page.mouse.move(mouse.box.x + mouse.box.width / 2, mouse.box.y + mouse.box.height / 2);
      for (let i = 0; i < 8; i++) {
        await page.clock.runFor(16);
        await page.mouse.wheel(mouse.box.width / 16, 0); // fingers moving left scroll right
      }
      await expect(r).toHaveAttribute("data-state", "running");
      expect(await differing(await mouse.shot(), before)).toBeGreaterThan(0.15);
      await passTime(page, 1500); // the swipe ends after 150 ms without a wheel event
      await expectSlide(r, 2);
    });
  });

  test("with the debug panel's scrubber on the timeline, a held drag stays where the finger holds it", async ({
    page,
  }) => {
    test.setTimeout(90_000); // the panel and software WebGL at desktop size, on busy cores
    const r = await gpuSlideshow(page, { animation: "blindsRight", duration: 500 }, { path: "/?debug" });
    await page.addStyleTag({
      content: ".debug-panel, .gs-dev-tools, .motion-notice { display: none !important; }",
    });
    const finger = await pointerOn(page, r);
    await finger.down(0.75);
    await finger.move(-finger.box.width / 2);
    const held = await finger.shot();
    await passTime(page, 1000);
    expect(await differing(await finger.shot(), held)).toBeLessThan(0.01);
    await finger.move(finger.box.width / 2 - 20, 0, { steps: 8, ms: 100 });
    await finger.up();
    await passTime(page, 3000);
    await expectSlide(r, 1);
  });

  test("without WebGL the DOM scrubs the slide under the finger", async ({ page }) => {
    await withoutWebGL(page);
    await withGallerySettings(page, { animation: "slideLeft", duration: 500 });
    await page.clock.install({ time: T0 });
    await page.goto("/");
    await arrive(page);
    const r = region(page);
    await expect(r.getByRole("button", { name: "Zoom in" })).toBeVisible();
    await passTime(page, 2000);
    await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
    await expect(r).toHaveAttribute("data-renderer", "dom");
    const finger = await pointerOn(page, r);
    const before = await finger.shot();
    await finger.down(0.75);
    await finger.move(-finger.box.width / 2);
    expect(await differing(await finger.shot(), before)).toBeGreaterThan(0.15);
    const x = await r.evaluate((el) => Number(el.style.getPropertyValue("--slide-x")));
    expect(x).toBeCloseTo(0.5, 1);
    await finger.up();
    await passTime(page, 1000);
    await expectSlide(r, 2);
  });
});
