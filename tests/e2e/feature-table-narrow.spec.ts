import { loadContent } from "../../src/content/load.ts";
import { expect, test } from "../support/fixtures.ts";

const { features } = loadContent();
const highlightedName = features.columns.find((c) => c.highlighted)!.name;

test.describe(() => {
  // A phone's width, from the page's first paint.
  test.use({ viewport: { width: 375, height: 740 } });

  test("on a narrow screen it scrolls sideways with a hint, the highlighted column in view", async ({
    page,
  }) => {
    await page.goto("/#tiers");
    await expect(page.getByText("Swipe sideways to compare every tier")).toBeVisible();
    const scroller = page.getByRole("region", { name: features.caption });
    const header = page.getByRole("columnheader", { name: new RegExp(highlightedName) });
    await expect(header).toBeVisible();
    // Wholly inside the scroller's visible part, right of the sticky feature-name column.
    const box = (await scroller.boundingBox())!;
    const sticky = (await scroller.locator("thead td").boundingBox())!;
    const cell = (await header.boundingBox())!;
    expect(cell.x).toBeGreaterThanOrEqual(sticky.x + sticky.width - 1);
    expect(cell.x + cell.width).toBeLessThanOrEqual(box.x + box.width + 1);
    expect(await scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });

  test("on a narrow screen the highlighted column is in view by the time the page is awake", async ({
    page,
  }) => {
    // Where the table stands sideways the moment the page says it has hydrated (html[data-hydrated]).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute("data-hydrated")) return;
        observer.disconnect();
        const scroller = document.querySelector(".feature-table__scroller");
        Object.assign(window, { scrolledAtWake: scroller?.scrollLeft });
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
    });
    await page.goto("/#tiers");
    expect(await page.evaluate(() => (window as { scrolledAtWake?: number }).scrolledAtWake)).toBeGreaterThan(
      0,
    );
  });
});
