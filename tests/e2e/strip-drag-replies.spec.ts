import { expect, takeConsole, test } from "../support/fixtures.ts";
import { passTime } from "../support/pageTime.ts";
import { changedShare, pixels, plainShare } from "../support/stripDrag.ts";
import {
  cards,
  ENDPOINT,
  listenForStripErrors,
  pageTitles,
  strip,
  stripErrors,
} from "../support/stripPage.ts";
import { askedPage, expectOnPage, forStripDrags, touchStrip } from "../support/stripTouch.ts";
import { withResolvers } from "../support/withResolvers.ts";

test.beforeEach(({ page }) => forStripDrags(page));

test("with the neighbour's reply held back the drag brings in shimmering placeholders, and the page when it comes", async ({
  page,
  isMobile,
}) => {
  const { promise: held, resolve: release } = withResolvers();
  await page.route(ENDPOINT, async (route) => {
    if (askedPage(route.request().postData()) === 2) await held;
    await route.continue();
  });
  const s = await touchStrip(page, isMobile);
  const placeholders = strip(page).locator(".strip-card--placeholder");
  // The first card's place with no card in it: what an empty strip looks like there.
  const list = strip(page).locator("[data-strips-items]");
  await list.evaluate((el) => el.style.setProperty("visibility", "hidden"));
  const empty = await pixels(page, s.first);
  await list.evaluate((el) => el.style.removeProperty("visibility"));
  const drawn = async () => changedShare(empty, await pixels(page, s.first));
  // Across the stage: under a finger fadeDelay's cards fade in as one over its second half (the
  // placeholders' white is barely off the page's: only in full it counts as drawn).
  await s.finger.down(s.x + s.width * 0.99, s.y);
  await s.finger.move(-s.width * 0.99, 0, 10, 16);
  // Past the seam the strip is never empty: the new page's cards, in shape, come in under the finger.
  await expect(placeholders).toHaveCount(4);
  await expect.poll(drawn, { message: "a card drawn in the first card's place" }).toBeGreaterThan(0.5);
  await expect(strip(page)).toHaveAttribute("aria-busy", "true");
  await s.finger.up();
  await passTime(page, 1000);
  // Let go, they settle in place and wait there, shimmering: the page is coming.
  await expect(placeholders).toHaveCount(4);
  expect(await drawn()).toBeGreaterThan(0.5);
  const shimmer = await placeholders
    .first()
    .evaluate((card) => card.getAnimations({ subtree: true }).map((a) => (a as CSSAnimation).animationName));
  expect(shimmer).toContain("strip-placeholder");
  await expect(strip(page).getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  release();
  await expect
    .poll(async () => {
      await passTime(page, 100);
      return cards(page).allTextContents();
    })
    .toEqual(pageTitles(2));
  await expect(placeholders).toHaveCount(0);
  await passTime(page, 1000);
  await expectOnPage(page, 2);
});

test("a drag whose neighbour's reply fails runs back, fires the error, and the strip still works", async ({
  page,
  isMobile,
  consoleProblems,
}) => {
  const { promise: held, resolve: fail } = withResolvers();
  await page.route(
    ENDPOINT,
    async (route) => {
      await held;
      await route.fulfill({ status: 500, body: "oops" });
    },
    { times: 1 },
  );
  const s = await touchStrip(page, isMobile);
  await listenForStripErrors(page);
  await s.finger.down(s.x + s.width * 0.9, s.y);
  await s.finger.move(-s.width * 0.8, 0, 10, 16);
  await s.finger.up();
  await passTime(page, 1000);
  fail();
  const message =
    'RokSprocket Error [model: strips, model_action: getPage, params: {"moduleid":101,"page":2}]: 500 - Internal Server Error';
  await expect.poll(() => takeConsole(consoleProblems, (l) => l === message)).toEqual([message]);
  takeConsole(consoleProblems, (l) => /status of 500/.test(l));
  expect(await stripErrors(page)).toEqual([message]);
  await passTime(page, 1000);
  await expectOnPage(page, 1);
  expect(await plainShare(await pixels(page, s.first))).toBeLessThan(0.8);
  await strip(page).getByRole("button", { name: "Next page" }).click();
  await passTime(page, 1000);
  await expectOnPage(page, 2);
});
