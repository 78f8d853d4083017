import type { Locator, Page } from "@playwright/test";
import { HELD_MESSAGE } from "../../src/platform/heldSign.ts";
import { expect, test } from "../support/fixtures.ts";
import { holdCode, SHELL } from "../support/heldCode.ts";
import { expectSlide, region } from "../support/slideshowPage.ts";

// Issue 32: a press made before the page wakes shows at once that it was taken (a ring drawn around the
// control, on a touch screen too, and a polite status if it lasts), and the hold is armed before the
// first paint, however late the page's first script comes.

/** The page's first script (app/boot.ts), as the build names it. */
const FIRST_SCRIPT = /\/assets\/index-[\w-]+\.js/;
const press = (control: Locator, touch: boolean) => (touch ? control.tap() : control.click());

/** What is drawn around `control`, a few pixels beyond its box. */
async function drawnAround(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  const x = Math.max(0, box.x - 10);
  const y = Math.max(0, box.y - 10);
  const clip = {
    x,
    y,
    width: Math.min(width, box.x + box.width + 10) - x,
    height: Math.min(height, box.y + box.height + 10) - y,
  };
  return page.screenshot({ clip, animations: "disabled" });
}

test("a held press is drawn around its control at once and said politely if it lasts", async ({
  page,
  hasTouch,
}) => {
  const shell = await holdCode(page, SHELL);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const r = region(page);
  const next = r.getByRole("button", { name: "Next slide" });
  await page.mouse.move(0, 0);
  const before = await drawnAround(page, next);
  await press(next, hasTouch);
  if (!hasTouch) await page.mouse.move(0, 0); // no hover or focus style stands in for the sign
  await next.blur();
  expect((await drawnAround(page, next)).equals(before)).toBe(false);
  await expect(page.getByRole("status").filter({ hasText: HELD_MESSAGE })).toBeAttached();
  shell.release();
  await expectSlide(r, 2);
  await expect(page.getByText(HELD_MESSAGE)).toHaveCount(0);
  await expect(next).not.toHaveCSS("outline-style", "dashed");
});

test("a press before the page's first script has run is held: the help link never leaves for WhatsApp", async ({
  page,
  hasTouch,
}) => {
  const left: string[] = [];
  await page.route(/whatsapp\.com/, (route) => {
    left.push(route.request().url());
    return route.abort();
  });
  const first = await holdCode(page, FIRST_SCRIPT);
  // The module script holds DOMContentLoaded back; the page has painted meanwhile.
  await page.goto("/", { waitUntil: "commit" });
  await first.requested;
  const url = page.url();
  const help = page.getByRole("link", { name: /on WhatsApp$/ });
  await expect(help).toBeVisible();
  await press(help, hasTouch);
  first.release();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(page.url()).toBe(url);
  expect(left).toEqual([]);
});
