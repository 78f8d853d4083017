import { expect, test } from "../support/fixtures.ts";
import { passTime } from "../support/pageTime.ts";
import { changedShare, pixels, stripAtRest } from "../support/stripDrag.ts";
import { pageTitles, strip } from "../support/stripPage.ts";
import { expectOnPage, forStripDrags, touchStrip } from "../support/stripTouch.ts";

test.beforeEach(({ page }) => forStripDrags(page));

test.describe(() => {
  test.skip(({ device }) => device.isMobile, "a mouse");
  test("a mouse drag completes a change and selects no text", async ({ page }) => {
    const s = await stripAtRest(page, { gpu: true });
    await page.mouse.move(s.x + s.width / 2, s.y);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) {
      await page.clock.runFor(16);
      await page.mouse.move(s.x + s.width / 2 - i * 20, s.y);
    }
    await page.mouse.up();
    await passTime(page, 1000);
    await expectOnPage(page, 2);
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe("");
  });
});

test.describe(() => {
  test.skip(({ device }) => device.isMobile, "a mouse");
  test("a card's text selects with the mouse as any text does, and pages nothing", async ({ page }) => {
    await stripAtRest(page, { gpu: true });
    const selected = () => page.evaluate(() => window.getSelection()?.toString().trim() ?? "");
    const text = strip(page).locator("[data-strips-item] .strip-card__text").first();
    await text.click({ clickCount: 3 });
    expect(await selected()).toBe((await text.textContent())?.trim());
    // A mouse drag along the title selects it; the strip stays where it is.
    const title = strip(page).locator("[data-strips-item] h3").first();
    const box = (await title.boundingBox())!;
    await page.mouse.move(box.x + 1, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    expect(await selected()).toBe(pageTitles(1)[0]);
    await passTime(page, 1000);
    expect(await strip(page).getAttribute("data-gpu-drawing")).toBeNull();
    await expectOnPage(page, 1);
  });
});

test.describe(() => {
  test.skip(({ device }) => device.isMobile, "a trackpad");
  test("a trackpad's sideways swipe follows too, and completes the change", async ({ page }) => {
    const s = await stripAtRest(page, { gpu: true });
    await page.mouse.move(s.x + s.width / 2, s.y);
    // Fingers moving left scroll the content right: deltaX > 0, a drag to the left.
    for (let i = 0; i < 8; i++) {
      await page.mouse.wheel(15, 0);
      await page.clock.runFor(16);
    }
    await expect(strip(page)).toHaveAttribute("data-gpu-drawing", "leave");
    await passTime(page, 1000); // the swipe's end (150 ms without a wheel event), then its settle
    await expectOnPage(page, 2);
  });
});

test("with reduced motion nothing follows the drag: its release changes the page at once", async ({
  page,
  isMobile,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const s = await touchStrip(page, isMobile, { reduced: true });
  const before = await pixels(page, s.first);
  await s.finger.down(s.x + s.width * 0.75, s.y);
  await s.finger.move(-s.width / 2, 0, 6, 16);
  expect(changedShare(before, await pixels(page, s.first))).toBeLessThan(0.01);
  await s.finger.up();
  await expectOnPage(page, 2);
});
