import type { CDPSession } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { withStripSettings } from "../support/pageData.ts";
import { cards, pageTitles, strip } from "../support/stripPage.ts";

async function touchDrag(cdp: CDPSession, from: [number, number], by: [number, number], steps = 8) {
  await cdp.send("Input.dispatchTouchEvent", {
    type: "touchStart",
    touchPoints: [{ x: from[0], y: from[1] }],
  });
  for (let i = 1; i <= steps; i++) {
    const point = { x: from[0] + (by[0] * i) / steps, y: from[1] + (by[1] * i) / steps };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

test.describe(() => {
  test.skip(({ device }) => !device.hasTouch, "touch");
  test("on a touch screen a swipe left over the cards goes next, right previous; a vertical one scrolls", async ({
    page,
  }) => {
    await withStripSettings(page, { prefetch: false });
    await page.goto("/");
    const first = strip(page).locator("[data-strips-item]").first();
    await first.scrollIntoViewIfNeeded();
    const box = (await first.boundingBox())!;
    const at: [number, number] = [box.x + box.width / 2, box.y + Math.min(box.height / 2, 200)];
    const cdp = await page.context().newCDPSession(page);
    const url = page.url();
    await touchDrag(cdp, [at[0] + 60, at[1]], [-120, 0]);
    await expect(cards(page)).toHaveText(pageTitles(2));
    await expect(strip(page).getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await touchDrag(cdp, [at[0] - 60, at[1]], [120, 0]);
    await expect(cards(page)).toHaveText(pageTitles(1));
    // The browser's back gesture never took the right swipe.
    expect(page.url()).toBe(url);
    const y = await page.evaluate(() => window.scrollY);
    await touchDrag(cdp, [at[0], at[1] + 100], [0, -200]);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y);
    await expect(cards(page)).toHaveText(pageTitles(1));
  });
});
