import type { Page } from "@playwright/test";
import { expect, takeConsole, test } from "../support/fixtures.ts";
import { configure } from "../support/menuContent.ts";
import { axeViolations, nav, open } from "../support/menuPage.ts";

const panel = (page: Page, n: number) => page.locator(`[data-menu-panel="${n}"]`);
const SERVICES = 1;
const FLEET = 2;
const zIndex = (page: Page, n: number) => panel(page, n).evaluate((el) => getComputedStyle(el).zIndex);

test.describe("desktop menu", () => {
  test.skip(({ device }) => device.isMobile, "the desktop menu needs a mouse");

  test("a sub-menu opens on hover at once and closes 500 ms after the pointer leaves", async ({ page }) => {
    await open(page, 1280);
    const services = nav(page).getByRole("button", { name: "Services sub-menu" });
    await expect(panel(page, SERVICES)).toHaveAttribute("data-state", "closed");
    await nav(page).getByRole("link", { name: "Services", exact: true }).hover();
    await expect(panel(page, SERVICES)).toHaveAttribute("data-state", "opening");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    expect(await zIndex(page, SERVICES)).toBe("15000");
    await page.clock.runFor(500);
    await expect(panel(page, SERVICES)).toHaveAttribute("data-state", "opened");
    await expect(nav(page).getByRole("link", { name: "Weddings" })).toBeVisible();

    await page.mouse.move(640, 600);
    await page.clock.runFor(499);
    await expect(panel(page, SERVICES)).toHaveAttribute("data-state", "opened");
    await page.clock.runFor(1);
    await expect(panel(page, SERVICES)).toHaveAttribute("data-state", "closing");
    expect(await zIndex(page, SERVICES)).toBe("12001");
    await page.clock.runFor(500);
    await expect(panel(page, SERVICES)).toHaveAttribute("data-state", "closed");
    await expect(nav(page).getByRole("link", { name: "Weddings" })).toBeHidden();
  });

  test("coming back within the close delay keeps the panel open", async ({ page }) => {
    await open(page, 1280);
    await nav(page).getByRole("link", { name: "Services", exact: true }).hover();
    await page.clock.runFor(600);
    await page.mouse.move(640, 600);
    await page.clock.runFor(300);
    await nav(page).getByRole("link", { name: "Services", exact: true }).hover();
    await page.clock.runFor(1000);
    await expect(panel(page, SERVICES)).toHaveAttribute("data-state", "opened");
  });

  test("a click-toggle item ignores hover, opens and closes on click and carries the clicked marker", async ({
    page,
  }) => {
    await open(page, 1280);
    const fleet = nav(page).getByRole("button", { name: "Fleet sub-menu" });
    await nav(page).getByRole("link", { name: "Fleet", exact: true }).hover();
    await page.clock.runFor(100);
    await expect(panel(page, FLEET)).toHaveAttribute("data-state", "closed");
    await fleet.click();
    await expect(panel(page, FLEET)).toHaveAttribute("data-state", "opening");
    await expect(panel(page, FLEET)).toHaveAttribute("data-clicked", "true");
    await page.clock.runFor(500);
    await expect(panel(page, FLEET)).toHaveAttribute("data-state", "opened");
    // Moving away does not close a clicked panel.
    await page.mouse.move(640, 600);
    await page.clock.runFor(2000);
    await expect(panel(page, FLEET)).toHaveAttribute("data-state", "opened");
    await fleet.click();
    await expect(panel(page, FLEET)).toHaveAttribute("data-state", "closing");
    await expect(panel(page, FLEET)).not.toHaveAttribute("data-clicked");
    await page.clock.runFor(500);
    await expect(fleet).toHaveAttribute("aria-expanded", "false");
  });

  test("a click just after a hover opened the panel does not close it", async ({ page }) => {
    await open(page, 1280);
    const services = nav(page).getByRole("button", { name: "Services sub-menu" });
    await services.hover();
    await page.clock.runFor(100);
    await services.click();
    await page.clock.runFor(1000);
    await expect(panel(page, SERVICES)).toHaveAttribute("data-state", "opened");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    // Now held open by the click: a later click closes it.
    await services.click();
    await page.clock.runFor(500);
    await expect(panel(page, SERVICES)).toHaveAttribute("data-state", "closed");
  });

  test("an outside click closes an open panel", async ({ page }) => {
    await open(page, 1280);
    await nav(page).getByRole("button", { name: "Fleet sub-menu" }).click();
    await page.clock.runFor(500);
    await page.getByRole("heading", { level: 1 }).click();
    await expect(panel(page, FLEET)).toHaveAttribute("data-state", "closing");
    await page.clock.runFor(500);
    await expect(panel(page, FLEET)).toHaveAttribute("data-state", "closed");
  });

  test("the keyboard reaches, opens, moves through and closes the sub-menus", async ({ page }) => {
    await open(page, 1280);
    const services = nav(page).getByRole("button", { name: "Services sub-menu" });
    await nav(page).getByRole("link", { name: "Home" }).focus();
    await page.keyboard.press("Tab");
    await expect(nav(page).getByRole("link", { name: "Services", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(services).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav(page).getByRole("link", { name: "Airport & jet transfers" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav(page).getByRole("link", { name: "Corporate travel" })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(nav(page).getByRole("link", { name: "Tours & days out" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(services).toBeFocused();
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Space");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("ArrowDown");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(nav(page).getByRole("link", { name: "Airport & jet transfers" })).toBeFocused();
    await page.keyboard.press("Escape");
    await page.keyboard.press("ArrowRight");
    await expect(nav(page).getByRole("link", { name: "Fleet", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(services).toBeFocused();
    // Tabbing on past the last link of an open panel closes it.
    await page.keyboard.press("Enter");
    await nav(page).getByRole("link", { name: "Tours & days out" }).focus();
    await page.keyboard.press("Tab");
    await expect(nav(page).getByRole("link", { name: "Fleet", exact: true })).toBeFocused();
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });

  for (const width of [1280, 1024, 800, 768]) {
    test(`open panels stay 10 px inside a ${width} px viewport`, async ({ page }) => {
      await open(page, width);
      for (const name of ["Services", "Fleet"]) {
        await nav(page)
          .getByRole("button", { name: `${name} sub-menu` })
          .click();
        await page.clock.runFor(500);
        const box = (await page.locator("[data-menu-panel][data-state='opened']").boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(10);
        expect(box.x + box.width).toBeLessThanOrEqual(width - 10);
      }
      await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeHidden();
      // The bar itself fits: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  }

  test("a rollover item swaps to its rollover image under the pointer", async ({ page }) => {
    await open(page, 1280);
    const reserve = nav(page).getByRole("link", { name: "Reserve" });
    const shown = () =>
      reserve
        .locator("img")
        .evaluateAll((imgs) =>
          imgs.filter((i) => getComputedStyle(i).display !== "none").map((i) => i.getAttribute("src")),
        );
    expect(await shown()).toEqual([expect.stringMatching(/icon-reserve-\d/)]);
    await reserve.hover();
    expect(await shown()).toEqual([expect.stringContaining("icon-reserve-hover")]);
  });

  test("at 800 px a panel wider than the room beside its item flips to end at the item's far edge", async ({
    page,
  }) => {
    // Right to left, Services sits near the right edge: 210 px of room for its 305 px panel.
    await configure(page, { direction: "rtl" });
    await open(page, 800);
    const place = (n: number) =>
      panel(page, n).evaluate((el) => {
        const box = el.getBoundingClientRect();
        const item = (el.parentElement as HTMLElement).getBoundingClientRect();
        return {
          fromItemLeft: Math.round(box.left - item.left),
          fromItemRight: Math.round(box.right - item.right),
          inside: box.left >= 10 && box.right <= 790,
        };
      });
    await nav(page).getByRole("button", { name: "Services sub-menu" }).click();
    await page.clock.runFor(500);
    await expect(panel(page, SERVICES)).toHaveAttribute("data-flip", "true");
    expect(await place(SERVICES)).toMatchObject({ fromItemRight: 0, inside: true });
    // Fleet's 260 px panel has the room: it opens under its item, unflipped.
    await nav(page).getByRole("button", { name: "Fleet sub-menu" }).click();
    await page.clock.runFor(500);
    await expect(panel(page, FLEET)).not.toHaveAttribute("data-flip");
    expect(await place(FLEET)).toMatchObject({ fromItemLeft: 0, inside: true });
  });

  test("a rollover item without a rollover image logs behaviour.md 8's line and the menu still works", async ({
    page,
    consoleProblems,
  }) => {
    // The page as a build of that content serves it: no rollover image, so no swap either.
    await configure(page, {}, {}, (html) =>
      html
        .replace(/,"rolloverImage":"[^"]*"/, "")
        .replace(/<link rel="preload" as="image" href="[^"]*icon-reserve-hover[^>]*>/, "")
        .replace(/<img class="menu__icon menu__icon--rollover"[^>]*>/, "")
        .replace("menu__link menu__link--rollover", "menu__link"),
    );
    await open(page, 1280);
    expect(takeConsole(consoleProblems, (line) => line.includes("rollover"))).toEqual([
      "rolloveritem items found but no rolloverimage",
    ]);
    await nav(page).getByRole("link", { name: "Services", exact: true }).hover();
    await page.clock.runFor(500);
    await expect(panel(page, SERVICES)).toHaveAttribute("data-state", "opened");
    const reserve = nav(page).getByRole("link", { name: "Reserve" });
    await reserve.hover();
    await expect(reserve.locator("img")).toHaveCount(1);
    await expect(reserve.locator("img")).toBeVisible();
  });

  test("no accessibility violations with a sub-menu open and closed", async ({ page }) => {
    test.slow(); // axe reads the whole page twice: many seconds each on two busy cores
    await open(page, 1280);
    expect(await axeViolations(page)).toEqual([]);
    // From the keyboard: a click's hover opens the panel first, and on a busy machine the click can land
    // past the hover's grace period and close it again (the menu's rule, tested above).
    await nav(page).getByRole("button", { name: "Services sub-menu" }).press("Enter");
    await expect(panel(page, SERVICES)).toHaveAttribute("data-state", "opened");
    expect(await axeViolations(page)).toEqual([]);
  });
});
