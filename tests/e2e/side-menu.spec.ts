import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { axeViolations, nav, open } from "../support/menuPage.ts";

// Where the page stands: its main, moved aside with the page while the panel is open.
const pageLeft = (page: Page) =>
  page.evaluate(() => Math.round(document.querySelector("main")!.getBoundingClientRect().left));

for (const width of [767, 600, 375]) {
  test.describe(`side menu at ${width} px`, () => {
    // The phone (touch) project checks the narrowest width; the desktop project the two others.
    test.skip(({ device }) => device.isMobile !== (width === 375), "one project per width");
    const toggle = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });
    const close = (page: Page) => page.getByRole("button", { name: "Close menu" });

    test.beforeEach(async ({ page }) => {
      await open(page, width);
    });

    test("the three-bar button slides in a 300 px panel and shifts the page left", async ({ page }) => {
      await expect(nav(page)).toBeHidden();
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
      await toggle(page).click();
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
      await expect(nav(page)).toBeVisible();
      await expect(nav(page).getByText("Menu", { exact: true })).toBeVisible();
      await expect(close(page)).toBeFocused();
      await expect(nav(page).getByRole("button", { name: "Back" })).toBeHidden();
      await expect.poll(() => nav(page).evaluate((el) => el.getBoundingClientRect().width)).toBe(300);
      await expect
        .poll(() => nav(page).evaluate((el) => Math.round(el.getBoundingClientRect().left)))
        .toBe(width - 300);
      await expect.poll(() => pageLeft(page)).toBe(-300);
      expect(await nav(page).evaluate((el) => getComputedStyle(el).zIndex)).toBe("100000");
      // Flat: every sub-menu item is listed.
      await expect(nav(page).getByRole("link", { name: "Weddings" })).toBeVisible();
      await expect(nav(page).getByRole("link", { name: "Luxury SUV" })).toBeVisible();

      await close(page).click();
      await expect(nav(page)).toBeHidden();
      await expect(toggle(page)).toBeFocused();
      await expect.poll(() => pageLeft(page)).toBe(0);
    });

    test("a scroll-to link closes the panel and goes to its section", async ({ page }) => {
      await toggle(page).click();
      await nav(page).getByRole("link", { name: "Rates" }).click();
      await expect(nav(page)).toBeHidden();
      await expect(page).toHaveURL(/#tiers$/);
    });

    test("a tap outside the panel closes it", async ({ page }) => {
      await toggle(page).click();
      await expect(nav(page)).toBeVisible();
      await page.mouse.click(10, 400);
      await expect(nav(page)).toBeHidden();
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    });

    test("Escape closes it and focus returns to the toggle; Tab stays inside while open", async ({
      page,
    }) => {
      await toggle(page).click();
      await expect(close(page)).toBeFocused();
      const inside = () => page.evaluate(() => !!document.activeElement?.closest("nav"));
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press("Tab");
        expect(await inside()).toBe(true);
      }
      await close(page).focus();
      await page.keyboard.press("Shift+Tab");
      await expect(nav(page).getByRole("link", { name: "Reserve" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(nav(page)).toBeHidden();
      await expect(toggle(page)).toBeFocused();
    });

    test("the page behind does not scroll while the panel is open", async ({ page, isMobile }) => {
      await toggle(page).click();
      await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
      if (!isMobile) {
        await page.mouse.move(20, 400);
        await page.mouse.wheel(0, 800);
        await page.clock.runFor(100);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      }
      await close(page).click();
      await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
    });

    test("growing to desktop width puts the menu back and hides the toggle", async ({ page }) => {
      await toggle(page).click();
      await expect(nav(page)).toBeVisible();
      await page.setViewportSize({ width: 1024, height: 800 });
      await expect(toggle(page)).toBeHidden();
      await expect(nav(page).getByRole("link", { name: "Rates" })).toBeVisible();
      await expect(page.locator("html")).not.toHaveAttribute("data-side-menu");
      await expect.poll(() => pageLeft(page)).toBe(0);
      await page.setViewportSize({ width, height: 800 });
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
      await expect(nav(page)).toBeHidden();
    });

    test("no accessibility violations with the panel open and closed", async ({ page }) => {
      test.slow(); // axe reads the whole page twice: many seconds each on two busy cores
      expect(await axeViolations(page)).toEqual([]);
      await toggle(page).click();
      await expect.poll(() => pageLeft(page)).toBe(-300);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe(() => {
  test.skip(({ device }) => !device.isMobile, "touch");
  test("a swipe towards its edge closes the side panel", async ({ page }) => {
    await open(page, 375);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(nav(page)).toBeVisible();
    const cdp = await page.context().newCDPSession(page);
    // The swipe core loads lazily on first open: swipe until it has arrived.
    const [x, y] = [375 - 200, 500];
    await expect
      .poll(async () => {
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
        for (let i = 1; i <= 8; i++) {
          await cdp.send("Input.dispatchTouchEvent", {
            type: "touchMove",
            touchPoints: [{ x: x + i * 15, y }],
          });
        }
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
        return page.getByRole("button", { name: "Menu", exact: true }).getAttribute("aria-expanded");
      })
      .toBe("false");
    await expect(nav(page)).toBeHidden();
  });
});
