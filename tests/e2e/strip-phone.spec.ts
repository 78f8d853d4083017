import { expect, test } from "../support/fixtures.ts";
import { withStripSettings } from "../support/pageData.ts";
import { cards, pageTitles, strip } from "../support/stripPage.ts";

test.describe(() => {
  test.skip(({ device }) => !device.isMobile, "cards stacked one under another");
  test("on a phone a page change shows the new page's first card, and the pager stays where it was", async ({
    page,
  }) => {
    await withStripSettings(page, { prefetch: false });
    await page.goto("/");
    const next = strip(page).getByRole("button", { name: "Next page" });
    // Where a visitor presses it: reading the first page's cards, the pager held at the foot of the screen.
    await strip(page).locator("[data-strips-item]").nth(1).scrollIntoViewIfNeeded();
    for (const n of [2, 3]) {
      const before = (await next.boundingBox())!;
      await page.mouse.click(before.x + before.width / 2, before.y + before.height / 2);
      await expect(cards(page)).toHaveText(pageTitles(n));
      const first = strip(page).locator("[data-strips-item]").first();
      await expect
        .poll(async () => {
          const box = (await first.boundingBox())!;
          return box.y >= 0 && box.y < page.viewportSize()!.height / 2;
        })
        .toBe(true);
      const after = (await next.boundingBox())!;
      expect(Math.abs(after.y - before.y), `page ${n}: the pager moved`).toBeLessThanOrEqual(2);
    }
  });
});
