import { expect, test } from "../support/fixtures.ts";
import { cards, pageTitles, strip } from "../support/stripPage.ts";

test.describe(() => {
  test.skip(
    ({ device }) => device.isMobile,
    "a phone's pager is held at the foot of the screen (strip-phone.spec)",
  );
  test("at desktop width the pager stays where it was as taller and shorter pages come and go", async ({
    page,
  }) => {
    await page.goto("/");
    const next = strip(page).getByRole("button", { name: "Next page" });
    await next.scrollIntoViewIfNeeded();
    const before = (await next.boundingBox())!;
    // Page 1's cards are 25 px taller than page 2's and 3's at 1280 px; the press lands where the last did.
    for (const n of [2, 3, 1, 2]) {
      await page.mouse.click(before.x + before.width / 2, before.y + before.height / 2);
      await expect(cards(page)).toHaveText(pageTitles(n));
      const after = (await next.boundingBox())!;
      expect(Math.abs(after.y - before.y), `page ${n}: the pager moved`).toBeLessThanOrEqual(1);
    }
  });
});
