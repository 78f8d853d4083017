import { expect, test } from "../support/fixtures.ts";
import { withStripSettings } from "../support/pageData.ts";
import { cards, pageTitles, strip } from "../support/stripPage.ts";
import { arrive } from "../support/visitor.ts";

/** Page 3's pictures (content/strips.json), in every size and format the server makes of them. */
const PAGE_3_PICTURES = /service-(port|ski|wine-tour|shopping)/;

test.describe(() => {
  test.skip(({ device }) => device.width < 768, "the strip draws on its canvas from 768 px");
  test("a press while the new page's pictures still load ends that change at once and plays its own", async ({
    page,
  }) => {
    await withStripSettings(page, { prefetch: false, animation: "fadeDelay" });
    await page.clock.install({ time: new Date("2026-06-01T10:00:00Z") });
    await page.goto("/#services");
    await arrive(page);
    await expect(strip(page)).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
    // From here time moves only when the test says: the change's time guard cannot end it unseen.
    await page.clock.pauseAt(new Date("2026-06-01T10:10:00Z"));
    // A slow network: page 3's pictures never arrive.
    await page.route(PAGE_3_PICTURES, () => {});

    await strip(page).getByRole("button", { name: "Page 3" }).click();
    await expect(strip(page)).toHaveAttribute("data-gpu-drawing", "leave");
    await page.clock.runFor(2000);
    // The old cards have left and page 3 is in the DOM; its entrance waits for its pictures.
    await expect(cards(page)).toHaveText(pageTitles(3));
    await expect(strip(page)).toHaveAttribute("data-gpu-drawing", "leave");

    await strip(page).getByRole("button", { name: "Next page" }).click();
    // Well short of the guard (5 s past the change's length), the press has played its own change.
    for (let ran = 0; ran < 3000; ran += 100) {
      if ((await cards(page).allTextContents()).join() === pageTitles(1).join()) break;
      await page.clock.runFor(100);
    }
    expect(await cards(page).allTextContents()).toEqual(pageTitles(1));
    await page.clock.runFor(2000);
    await expect(strip(page)).not.toHaveAttribute("data-gpu-drawing");
  });
});
