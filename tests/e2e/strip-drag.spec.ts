import type { Page } from "@playwright/test";
import { expect, takeConsole, test } from "../support/fixtures.ts";
import { withStripSettings } from "../support/pageData.ts";
import { passTime } from "../support/pageTime.ts";
import { changedAfter, changedShare, finger, pixels, plainShare, stripAtRest } from "../support/stripDrag.ts";
import {
  cards,
  ENDPOINT,
  listenForStripErrors,
  pageTitles,
  strip,
  stripErrors,
} from "../support/stripPage.ts";

// Each strip request here is the drag's own (asked for at its first touch), not the idle prefetch's.
test.beforeEach(async ({ page }) => {
  await withStripSettings(page, { prefetch: false, animation: "fadeDelay" });
});

/** A finger on the strip, through CDP's touch events (also on the desktop, where the mouse is the rule). */
async function touchStrip(page: Page, isMobile: boolean, { reduced = false } = {}) {
  const cdp = await page.context().newCDPSession(page);
  if (!isMobile) await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
  // The canvas draws from 768 px, where motion is welcome.
  const at = await stripAtRest(page, { gpu: !isMobile && !reduced });
  const card = (await strip(page).locator("[data-strips-item]").first().boundingBox())!;
  // The first card's picture (on a phone the pager at the screen's foot covers the rest of the card).
  const first = { ...card, height: Math.min(card.height, 200) };
  return { ...at, first, finger: finger(page, cdp) };
}

/**
 * The strip shows page `n`, once its reply has come (from the network, in real time) and played: a
 * dragged change makes its page the pager's current one as it ends, after its cards came in.
 */
async function expectOnPage(page: Page, n: number) {
  const current = strip(page).getByRole("button", { name: `Page ${n}` });
  await expect
    .poll(async () => {
      await passTime(page, 100);
      return [await cards(page).allTextContents(), await current.getAttribute("aria-current")];
    })
    .toEqual([pageTitles(n), "page"]);
  await expect(strip(page).getByText(`Page ${n} of 3`)).toBeAttached();
  await expect(strip(page)).toHaveAttribute("aria-busy", "false");
}

/** The page number a strip request asks for. */
const askedPage = (postData: string | null) =>
  (JSON.parse(new URLSearchParams(postData ?? "").get("params") ?? "{}") as { page?: number }).page;

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

test("with the neighbour's reply held back the drag brings in shimmering placeholders, and the page when it comes", async ({
  page,
  isMobile,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
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
  let fail = () => {};
  const held = new Promise<void>((resolve) => {
    fail = resolve;
  });
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
