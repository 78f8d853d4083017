import type { CDPSession, Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { countSlideChanges, holdCode, SHELL } from "../support/heldCode.ts";
import { expectSlide, region } from "../support/slideshowPage.ts";
import { arrive } from "../support/visitor.ts";

// Issue 40: a finger's speed is the finger's. A quick flick (behaviour.md 11: 0.3 px/ms over the last
// 100 ms) completes by its events' own times, however late the page handles them, and before the page
// wakes as after (platform/dragRule.ts).

const realMs = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A person's quick flick over the stage's middle: down, three moves 12 px apart to the left 16 ms apart,
 * then up 16 ms later (36 px). Each move carries the time the finger made it (CDP's `timestamp`, sent no
 * earlier), so a busy test machine does not slow the finger; each is sent without waiting for the page
 * to handle the one before, so a busy page takes them late, as a phone's does.
 */
async function flick(r: Locator, cdp: CDPSession, beforeMoves: () => Promise<unknown> = async () => {}) {
  const box = (await r.locator(".slideshow__stage").boundingBox())!;
  const at = (dx: number) => [{ x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(0) });
  await beforeMoves();
  const from = Date.now();
  const sent: Promise<unknown>[] = [];
  for (const [i, dx] of [-12, -24, -36, undefined].entries()) {
    const ms = 16 * (i + 1);
    await realMs(from + ms - Date.now());
    sent.push(
      cdp.send("Input.dispatchTouchEvent", {
        type: dx === undefined ? "touchEnd" : "touchMove",
        touchPoints: dx === undefined ? [] : at(dx),
        timestamp: (from + ms) / 1000,
      }),
    );
  }
  await Promise.all(sent);
}

/** Starts 100 ms of work on the page's main thread from a timer, so the moves that follow wait for it. */
const busyFor100ms = (page: Page) =>
  page.evaluate(() => {
    setTimeout(() => {
      const end = performance.now() + 100;
      while (performance.now() < end) {
        // the main thread is busy: input waits
      }
    });
  });

test.describe(() => {
  test.skip(({ device }) => !device.hasTouch, "a finger");
  test("a quick 36 px flick changes the slide, though the page handles its moves late", async ({ page }) => {
    await page.goto("/");
    await arrive(page);
    const r = region(page);
    const stage = r.locator(".slideshow__stage");
    await stage.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    // The gestures' chunk is in: Hammer puts its touch-action on the stage.
    await expect.poll(() => stage.evaluate((el: HTMLElement) => el.style.touchAction)).toBe("pan-y");
    await expectSlide(r, 1);
    const cdp = await page.context().newCDPSession(page);
    await flick(r, cdp, () => busyFor100ms(page));
    await expectSlide(r, 2);
  });
});

test.describe(() => {
  test.skip(({ device }) => !device.hasTouch, "a finger");
  test("the same flick made before the page wakes changes the slide once it does, once", async ({ page }) => {
    const shell = await holdCode(page, SHELL);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const r = region(page);
    const changes = await countSlideChanges(page);
    const cdp = await page.context().newCDPSession(page);
    await flick(r, cdp);
    await shell.requested; // the flick, held as a press of Next, asks for the page's code at once
    await expect(r.getByRole("group", { name: /^1 of / })).toBeVisible();
    shell.release();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expectSlide(r, 2);
    expect(await changes()).toBe(1);
  });
});
