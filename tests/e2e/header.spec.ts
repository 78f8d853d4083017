import { loadContent } from "../../src/content/load.ts";
import { expect, test } from "../support/fixtures.ts";

const { business } = loadContent().site;

test("the header offers a call at every width: a button on a phone, an icon on a tablet, the number from 980 px", async ({
  page,
}) => {
  await page.goto("/");
  const call = page.getByRole("banner").getByRole("link", { name: `Call ${business.phoneDisplay}` });
  for (const width of [320, 375, 600, 767, 768, 800, 960, 979, 980, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(call, `${width} px`).toBeVisible();
    await expect(call).toHaveAttribute("href", `tel:${business.phone}`);
    const box = (await call.boundingBox())!;
    expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
    expect(box.height, `${width} px: a target a thumb can hit`).toBeGreaterThanOrEqual(width < 980 ? 44 : 0);
    // In one row with the brand and the menu.
    const banner = (await page.getByRole("banner").boundingBox())!;
    expect(banner.height, `${width} px`).toBeLessThan(80);
    // The number is what shows from 980 px; below, a button or icon (its number still in its name).
    const numberWidth = (await call.locator(".site-header__number").boundingBox())?.width ?? 0;
    expect(numberWidth > 1, `${width} px`).toBe(width >= 980);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});

test("the sticky header is opaque: the text it scrolls over never shows through", async ({ page }) => {
  await page.goto("/");
  const background = await page.getByRole("banner").evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe("rgb(13, 19, 33)");
});

// A shared link to a section: the page opens there, as any page does, rather than showing its top and
// gliding down for a second and more (Chromium smooth-scrolled a load's fragment under html's
// scroll-behavior). Sampled while it loads and settles: no position between the top and the section's.
for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });
    test("a page opened at a section is there at once, with no glide from the top", async ({ page }) => {
      await page.goto("/#contact", { waitUntil: "commit" });
      const seen: number[] = [];
      for (let i = 0; i < 40; i++) {
        seen.push(await page.evaluate(() => Math.round(scrollY)));
        await page.waitForTimeout(50);
      }
      const landed = seen.at(-1)!;
      expect(landed, "the page at the section").toBeGreaterThan(1000);
      const between = seen.filter((y) => y > 40 && Math.abs(y - landed) > 40);
      expect(between, "positions on the way from the top to the section").toEqual([]);
    });
  });
}
