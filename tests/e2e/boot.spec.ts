import { expect, test } from "../support/fixtures.ts";

// Issue 16: the page's code (React, the shell, the islands) is fetched after the load event, so on a phone
// it no longer shares the network with the LCP picture (tests/e2e/budgets.spec.ts holds the bytes before
// load to the first script's). A visitor already at the page does not wait for the load event.

test("a visitor at the page before it has loaded gets its widgets at once", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The first slide's picture is held, and the load event with it.
  await page.route(/\/img\/slide-grand-hotel-night-\d+\.\w+\.(avif|webp|jpg)$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.mouse.move(300, 300);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
  // The widgets answer: the help button opens its dialog.
  await page.getByRole("button", { name: "Help" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  release();
});

test("without a visitor, the page's code comes after the load event and the first paint", async ({
  page,
}) => {
  await page.goto("/");
  const started = await page.evaluate(() => {
    const load = performance.getEntriesByType("navigation")[0]!.toJSON().loadEventEnd as number;
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
    const entry = performance
      .getEntriesByType("resource")
      .find((r) => /\/assets\/entry-client-[\w-]+\.js$/.test(new URL(r.name).pathname));
    return {
      afterLoad: !!entry && entry.startTime >= load,
      afterPaint: !!entry && entry.startTime >= paint!,
    };
  });
  expect(started).toEqual({ afterLoad: true, afterPaint: true });
});
