import { expect, test } from "../support/fixtures.ts";
import { passTime } from "../support/pageTime.ts";
import { changedShare, pixels, plainShare } from "../support/stripDrag.ts";
import { ENDPOINT, strip } from "../support/stripPage.ts";
import { expectOnPage, forStripDrags, touchStrip } from "../support/stripTouch.ts";

test.beforeEach(({ page }) => forStripDrags(page));

test("a drag held at half the stage's width shows the change half-way; let go, it completes", async ({
  page,
  isMobile,
}) => {
  const s = await touchStrip(page, isMobile);
  const before = await pixels(page, s.first);
  expect(plainShare(before)).toBeLessThan(0.8);
  await s.finger.down(s.x + s.width * 0.75, s.y);
  // The neighbour's reply is asked for at the first touch: let it arrive before the seam.
  await page.waitForResponse(ENDPOINT);
  await s.finger.move(-s.width / 4, 0, 6, 16);
  // A quarter of the way: the old cards are leaving, the first furthest gone.
  await expect.poll(async () => changedShare(before, await pixels(page, s.first))).toBeGreaterThan(0.3);
  // From 768 px the GPU canvas draws it, the DOM cards hidden beneath.
  if (!isMobile) await expect(strip(page)).toHaveAttribute("data-gpu-drawing", "leave");
  await s.finger.move(-s.width / 4, 0, 6, 16);
  // Half-way through the change's time: every old card has left, no new one has come in yet.
  await expect.poll(async () => plainShare(await pixels(page, s.first))).toBeGreaterThan(0.99);
  await s.finger.move(-s.width / 4, 0, 6, 16);
  // Three quarters: the new page's cards are coming in.
  await expect.poll(async () => plainShare(await pixels(page, s.first))).toBeLessThan(0.99);
  if (!isMobile) await expect(strip(page)).toHaveAttribute("data-gpu-drawing", "enter");
  await s.finger.up();
  await passTime(page, 1000);
  await expectOnPage(page, 2);
  expect(await plainShare(await pixels(page, s.first))).toBeLessThan(0.8);
});

test("a slow drag of 40 px runs back: the page, its link and its status stay", async ({ page, isMobile }) => {
  const s = await touchStrip(page, isMobile);
  const before = await pixels(page, s.first);
  await s.finger.down(s.x + s.width / 2, s.y);
  await s.finger.move(-40, 0, 8, 100);
  // It follows the finger: the first card is fading.
  await expect.poll(async () => changedShare(before, await pixels(page, s.first))).toBeGreaterThan(0.3);
  await s.finger.up();
  await passTime(page, 1000);
  await expectOnPage(page, 1);
  expect(changedShare(before, await pixels(page, s.first))).toBeLessThan(0.01);
  // The strip still turns.
  await strip(page).getByRole("button", { name: "Next page" }).click();
  await passTime(page, 1000);
  await expectOnPage(page, 2);
});

test("a short fast flick completes the change", async ({ page, isMobile }) => {
  const s = await touchStrip(page, isMobile);
  await s.finger.down(s.x + s.width / 2, s.y);
  await s.finger.move(-30, 0, 3, 10);
  await s.finger.up();
  await passTime(page, 1000);
  await expectOnPage(page, 2);
});

test("a drag back past its start turns into the other direction's change", async ({ page, isMobile }) => {
  const s = await touchStrip(page, isMobile);
  await s.finger.down(s.x + s.width / 2, s.y);
  await s.finger.move(-80, 0, 4, 30);
  await s.finger.move(160, 0, 8, 30);
  await s.finger.up();
  await passTime(page, 1000);
  await expectOnPage(page, 3);
});

test("a drag that drifts 15 px vertically first changes nothing", async ({ page, isMobile }) => {
  const s = await touchStrip(page, isMobile);
  await s.finger.down(s.x + s.width / 2, s.y);
  await s.finger.move(-4, 15, 3, 16);
  await s.finger.move(-120, 0, 6, 16);
  // The page scrolled, so the card's pixels moved: nothing draws a change, on the canvas or the cards.
  expect(await strip(page).getAttribute("data-gpu-drawing")).toBeNull();
  expect(await strip(page).locator("[data-strips-item]").first().getAttribute("style")).toBeNull();
  await s.finger.up();
  await passTime(page, 1000);
  await expectOnPage(page, 1);
});

test.describe(() => {
  test.skip(({ device }) => !device.isMobile, "cards stacked one under another");
  test("a drag made on a lower card pages without scrolling the page", async ({ page, isMobile }) => {
    const s = await touchStrip(page, isMobile);
    // Reading the third card: the visitor drags there, and did not ask to be taken to the first.
    const third = strip(page).locator("[data-strips-item]").nth(2);
    await third.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    const card = (await third.boundingBox())!;
    const scrolled = await page.evaluate(() => scrollY);
    await s.finger.down(card.x + card.width * 0.9, card.y + Math.min(card.height / 2, 100));
    await s.finger.move(-card.width * 0.6, 0, 10, 16);
    await s.finger.up();
    const current = strip(page).getByRole("button", { name: "Page 2" });
    await expect
      .poll(async () => {
        await passTime(page, 100);
        return current.getAttribute("aria-current");
      })
      .toBe("page");
    await passTime(page, 1000);
    await page.waitForTimeout(1000); // a smooth scroll runs on the compositor's own time
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
  });
});
