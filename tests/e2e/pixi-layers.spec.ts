import { expect, test } from "../support/fixtures.ts";
import { arrive } from "../support/visitor.ts";

// Issue 43: the widgets' DOM is the accessible layer. PixiJS's accessibility system is not loaded: it put
// a hidden "select to enable accessibility for this content" button into <body> on touch devices, and
// its own overlay of the canvas's contents on Tab.

test("once the canvases draw, PixiJS has added nothing to the page, nor adds anything on Tab", async ({
  page,
}) => {
  await page.goto("/");
  await arrive(page);
  await expect(page.locator("section.slideshow")).toHaveAttribute("data-renderer", "gpu", {
    timeout: 30_000,
  });
  await expect(page.locator("body > button")).toHaveCount(0);
  const children = () => page.evaluate(() => document.body.children.length);
  const before = await children();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  expect(await children()).toBe(before);
  await expect(page.getByRole("button", { name: /enable accessibility/i })).toHaveCount(0);
});
