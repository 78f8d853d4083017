import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { holdCode, SHELL } from "../support/heldCode.ts";
import { expectSlide, N, region, thumb } from "../support/slideshowPage.ts";
import { cards, pageTitles, strip } from "../support/stripPage.ts";

// Issue 32: presses made before the page wakes add up exactly as awake ones do. Each held press is
// replayed once the widget would let it through (after the change before it ends), never dropped because
// it met the previous one still running.

const press = (control: Locator, touch: boolean) => (touch ? control.tap() : control.click());
const pageButton = (page: Page, n: number) => strip(page).getByRole("button", { name: `Page ${n}` });

/**
 * Counts the slides shown: each change exposes its new slide's group (the others are aria-hidden), so
 * back-to-back changes count twice even when the region never reads idle between them.
 */
async function countSlideChanges(page: Page) {
  await page.evaluate(() => {
    const w = window as { shownSlides?: number };
    w.shownSlides = 0;
    new MutationObserver((records) => {
      for (const r of records) if (!(r.target as Element).hasAttribute("aria-hidden")) w.shownSlides! += 1;
    }).observe(document.querySelector(".slideshow")!, {
      subtree: true,
      attributes: true,
      attributeFilter: ["aria-hidden"],
    });
  });
  return () => page.evaluate(() => (window as { shownSlides?: number }).shownSlides);
}

/** Opens the page with its code held back; `wake()` lets it come and waits until every island is awake. */
async function openAsleep(page: Page) {
  const shell = await holdCode(page, SHELL);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  return async () => {
    shell.release();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
  };
}

test("two presses on Next slide 0.7 s apart before waking make two changes", async ({ page, hasTouch }) => {
  const wake = await openAsleep(page);
  const r = region(page);
  const changes = await countSlideChanges(page);
  const next = r.getByRole("button", { name: "Next slide" });
  await press(next, hasTouch);
  await page.waitForTimeout(700); // a visitor's second press, not a double click
  await press(next, hasTouch);
  await wake();
  await expectSlide(r, 3);
  await expect.poll(changes).toBe(2);
});

test("Next then Previous before waking comes back to the first slide, in two changes", async ({
  page,
  hasTouch,
}) => {
  const wake = await openAsleep(page);
  const r = region(page);
  const changes = await countSlideChanges(page);
  await press(r.getByRole("button", { name: "Next slide" }), hasTouch);
  await press(r.getByRole("button", { name: "Previous slide" }), hasTouch);
  await wake();
  await expect.poll(changes).toBe(2);
  await expectSlide(r, 1);
});

test("thumbnail 3 then Next before waking ends on slide 4", async ({ page, hasTouch }) => {
  const wake = await openAsleep(page);
  const r = region(page);
  await press(thumb(r, 3), hasTouch);
  await press(r.getByRole("button", { name: "Next slide" }), hasTouch);
  await wake();
  await expectSlide(r, Math.min(4, N));
});

test("the strip's Page 3 then Page 2 before waking ends on page 2", async ({ page, hasTouch }) => {
  const wake = await openAsleep(page);
  await press(pageButton(page, 3), hasTouch);
  await press(pageButton(page, 2), hasTouch);
  await wake();
  await expect(pageButton(page, 2)).toHaveAttribute("aria-current", "page");
  await expect(cards(page)).toHaveText(pageTitles(2));
});

test("ArrowRight on the slideshow before waking is held like a press of Next slide", async ({ page }) => {
  const wake = await openAsleep(page);
  const r = region(page);
  await r.getByRole("button", { name: "Previous slide" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await wake();
  await expectSlide(r, 3);
});

test("a strip page replayed at wake never scrolls back a visitor who has scrolled on since", async ({
  page,
  hasTouch,
}) => {
  const wake = await openAsleep(page);
  await press(strip(page).getByRole("button", { name: "Next page" }), hasTouch);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  await wake();
  await expect(pageButton(page, 2)).toHaveAttribute("aria-current", "page");
  await expect(cards(page)).toHaveText(pageTitles(2));
  await page.waitForTimeout(1000); // a smooth scroll back would have begun and moved the page by now
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test("a press made while the replayed change plays counts too, as it would have come after it awake", async ({
  page,
  hasTouch,
}) => {
  const wake = await openAsleep(page);
  const r = region(page);
  const changes = await countSlideChanges(page);
  const next = r.getByRole("button", { name: "Next slide" });
  await press(next, hasTouch);
  const woken = wake();
  await expect(r).toHaveAttribute("data-state", "running");
  // Dispatched, so it lands now, while the change runs (a tap would first wait for the arrow to settle).
  await next.dispatchEvent("click");
  await woken;
  await expectSlide(r, 3);
  await expect.poll(changes).toBe(2);
});
