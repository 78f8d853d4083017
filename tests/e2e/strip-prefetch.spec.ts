import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { cards, ENDPOINT, pageTitles, strip } from "../support/stripPage.ts";

/** The page number of every strip request the page sends, in order. */
function recordStripRequests(page: Page): number[] {
  const pages: number[] = [];
  page.on("request", (r) => {
    if (!ENDPOINT.test(r.url())) return;
    const params = new URLSearchParams(r.postData() ?? "").get("params") ?? "{}";
    pages.push((JSON.parse(params) as { page: number }).page);
  });
  return pages;
}

test("the other pages arrive while the page is idle, and a press shows them without asking again", async ({
  page,
}) => {
  const asked = recordStripRequests(page);
  const answered: string[] = [];
  page.on("requestfinished", (r) => {
    if (ENDPOINT.test(r.url())) answered.push(r.url());
  });
  await page.goto("/");
  await expect.poll(() => answered.length).toBe(2);
  expect(asked).toEqual([2, 3]);

  await strip(page).getByRole("button", { name: "Page 2" }).click();
  await expect(cards(page)).toHaveText(pageTitles(2));
  await strip(page).getByRole("button", { name: "Page 3" }).click();
  await expect(cards(page)).toHaveText(pageTitles(3));
  // Page 1 may since have been fetched ahead from page 2; pages 2 and 3 were never asked for again.
  expect(asked.filter((p) => p !== 1)).toEqual([2, 3]);
});

test("a visitor who saves data gets no prefetching: each press asks for its own page", async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true }),
  );
  await page.clock.install();
  const asked = recordStripRequests(page);
  await page.goto("/");
  await page.clock.runFor(10_000); // past the load event and many idle periods
  expect(asked).toEqual([]);
  await strip(page).getByRole("button", { name: "Page 2" }).click();
  await expect(cards(page)).toHaveText(pageTitles(2));
  expect(asked).toEqual([2]);
});
