import { loadContent } from "../../src/content/load.ts";
import { expect, test } from "./fixtures.ts";

const { business } = loadContent().site;

test("the header offers a call on a phone (a call button) and from 960 px (the number)", async ({ page }) => {
  await page.goto("/");
  const call = page.getByRole("banner").getByRole("link", { name: `Call ${business.phoneDisplay}` });
  // From 768 to 959 px the desktop bar has no room for it: Contact has the number there.
  for (const width of [320, 375, 600, 767, 960, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(call, `${width} px`).toBeVisible();
    await expect(call).toHaveAttribute("href", `tel:${business.phone}`);
    const box = (await call.boundingBox())!;
    expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
    expect(box.height, `${width} px: a target a thumb can hit`).toBeGreaterThanOrEqual(width < 768 ? 44 : 0);
    // The number is what shows from 960 px; below, the button (its number still in its name).
    const numberWidth = (await call.locator(".site-header__number").boundingBox())?.width ?? 0;
    expect(numberWidth > 1, `${width} px`).toBe(width >= 960);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});
