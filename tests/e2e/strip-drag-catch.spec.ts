import { expect, test } from "../support/fixtures.ts";
import { passTime } from "../support/pageTime.ts";
import { changedAfter, changedShare, pixels } from "../support/stripDrag.ts";
import { ENDPOINT, strip } from "../support/stripPage.ts";
import { expectOnPage, forStripDrags, touchStrip } from "../support/stripTouch.ts";

test.beforeEach(({ page }) => forStripDrags(page));

test("a drag 100 ms after the last one's release takes the strip while it settles, follows, and pages again", async ({
  page,
  isMobile,
}) => {
  const s = await touchStrip(page, isMobile);
  await s.finger.down(s.x + s.width / 2, s.y);
  await page.waitForResponse(ENDPOINT); // page 2, asked for at the first touch
  // Past 50 px, slowly: let go, its change settles at its own pace, for most of its time.
  await s.finger.move(-60, 0, 6, 30);
  await s.finger.up();
  await passTime(page, 100);
  // It still settles: the second finger catches it and drives it there and back (a drag refused would
  // leave page 2 settled both times); let go with a flick on, it pages once more.
  await s.finger.down(s.x + s.width / 2, s.y);
  await s.finger.move(-80, 0, 4, 16);
  await passTime(page, 1500);
  const held = await pixels(page, s.first);
  await s.finger.move(80, 0, 4, 16);
  await passTime(page, 100);
  expect(changedShare(held, await pixels(page, s.first))).toBeGreaterThan(0.1);
  await s.finger.move(-100, 0, 3, 16);
  await s.finger.up();
  await expectOnPage(page, 3);
});

test("a finger that comes down while a let-go change settles catches it where it stands and takes it back", async ({
  page,
  isMobile,
}) => {
  const s = await touchStrip(page, isMobile);
  const before = await pixels(page, s.first);
  await s.finger.down(s.x + s.width / 2, s.y);
  await page.waitForResponse(ENDPOINT); // page 2, asked for at the first touch
  await s.finger.move(-60, 0, 6, 30);
  await s.finger.up();
  await page.clock.runFor(100);
  // Caught once it follows (10 px sideways): held there, it stands where it was, mid-change, and its
  // page is not active yet.
  await s.finger.down(s.x + s.width / 2, s.y);
  await s.finger.move(-12, 0, 2, 16);
  await page.clock.runFor(300);
  const held = await pixels(page, s.first);
  await page.clock.runFor(500);
  expect(changedShare(held, await pixels(page, s.first)), "stands still while held").toBeLessThan(0.02);
  expect(changedShare(before, held), "mid-change").toBeGreaterThan(0.1);
  await expect(strip(page).getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  // Back past where it went down (not past where the change began): let go, it runs back to page 1.
  await s.finger.move(80, 0, 4, 16);
  await s.finger.up();
  await expectOnPage(page, 1);
  await expect
    .poll(changedAfter(page, before, s.first, 100), { message: "back at rest as it was" })
    .toBeLessThan(0.02);
});

test("a finger that comes down while a press's change plays catches it: the pager names the page it left, and back it stays there", async ({
  page,
  isMobile,
}) => {
  const s = await touchStrip(page, isMobile);
  const next = strip(page).getByRole("button", { name: "Next page" });
  await next.scrollIntoViewIfNeeded(); // the pager, under the cards, in view to be pressed
  // The first card's picture, where the screen shows it now.
  const card = (await strip(page).locator("[data-strips-item]").first().boundingBox())!;
  const top = Math.max(card.y, 0);
  const first = { ...card, y: top, height: Math.min(card.y + card.height - top, 200) };
  const before = await pixels(page, first);
  await next.click();
  const current = (n: number) => strip(page).getByRole("button", { name: `Page ${n}` });
  // Its reply here, the press lets its change go on (time stands still): its page is current at once.
  await expect(current(2)).toHaveAttribute("aria-current", "page");
  // Once it moves (the canvas's starts once its snapshots are made), 200 ms on: a fifth of the way.
  await expect.poll(changedAfter(page, before, first, 16), { message: "under way" }).toBeGreaterThan(0.02);
  await page.clock.runFor(200);
  // Caught once it follows (10 px, back): held, it stands where it was, and the pager names page 1.
  await s.finger.down(s.x + s.width / 2, first.y + first.height / 2);
  await s.finger.move(12, 0, 2, 16);
  await page.clock.runFor(300);
  const held = await pixels(page, first);
  await page.clock.runFor(500);
  expect(changedShare(held, await pixels(page, first)), "stands still while held").toBeLessThan(0.02);
  expect(changedShare(before, held), "mid-change").toBeGreaterThan(0.1);
  await expect(current(1), "the page it left, until it ends").toHaveAttribute("aria-current", "page");
  // 52 px back in all, slowly, short of its start: let go, it runs back to page 1.
  await s.finger.move(40, 0, 4, 40);
  await s.finger.up();
  await expectOnPage(page, 1);
  await expect
    .poll(changedAfter(page, before, first, 100), { message: "back at rest as it was" })
    .toBeLessThan(0.02);
});
