import type { Page } from "@playwright/test";
import { expect, takeConsole, test } from "../support/fixtures.ts";
import { configure } from "../support/menuContent.ts";

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const toggle = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });
// Where the page stands: its main, moved aside with the page while the panel is open.
const pageLeft = (page: Page) =>
  page.evaluate(() => Math.round(document.querySelector("main")!.getBoundingClientRect().left));
const panelLeft = (page: Page) => nav(page).evaluate((el) => Math.round(el.getBoundingClientRect().left));

async function load(page: Page, width: number, path = "/") {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path);
  await expect(page.locator(".menu[data-enhanced]")).toBeAttached();
}

test.describe("mobile display types", () => {
  test.skip(({ device }) => !device.isMobile, "the side menu on a phone");

  test("accordion toggles sub-menus in place", async ({ page }) => {
    await configure(page, { type: "accordion" });
    await load(page, 375);
    await toggle(page).click();
    const services = nav(page).getByRole("button", { name: "Services sub-menu" });
    await expect(nav(page).getByRole("link", { name: "Weddings" })).toBeHidden();
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(nav(page).getByRole("link", { name: "Weddings" })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Rates" })).toBeVisible();
    await expect(nav(page).getByRole("button", { name: "Back" })).toBeHidden();
    await services.click();
    await expect(nav(page).getByRole("link", { name: "Weddings" })).toBeHidden();
  });

  test("accordion opens the active branch at start when configured", async ({ page }) => {
    await configure(page, { type: "accordion", openActiveBranch: true });
    await load(page, 375, "/#fleet-suv");
    await toggle(page).click();
    await expect(nav(page).getByRole("button", { name: "Fleet sub-menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(nav(page).getByRole("link", { name: "Luxury SUV" })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Weddings" })).toBeHidden();
  });

  for (const type of ["fade", "push"]) {
    test(`${type} shows one level at a time, goes back with Back and resets on close`, async ({ page }) => {
      await configure(page, { type });
      await load(page, 375);
      await toggle(page).click();
      const back = nav(page).getByRole("button", { name: "Back" });
      await expect(back).toBeHidden();
      await nav(page).getByRole("button", { name: "Fleet sub-menu" }).click();
      await expect(nav(page).getByRole("link", { name: "Luxury SUV" })).toBeVisible();
      await expect(nav(page).getByRole("link", { name: "Rates" })).toBeHidden();
      await expect(back).toBeVisible();
      await back.click();
      await expect(nav(page).getByRole("link", { name: "Rates" })).toBeVisible();
      await expect(nav(page).getByRole("link", { name: "Luxury SUV" })).toBeHidden();

      await nav(page).getByRole("button", { name: "Services sub-menu" }).click();
      await expect(nav(page).getByRole("link", { name: "Weddings" })).toBeVisible();
      await page.keyboard.press("Escape");
      await toggle(page).click();
      await expect(nav(page).getByRole("link", { name: "Rates" })).toBeVisible();
      await expect(nav(page).getByRole("link", { name: "Weddings" })).toBeHidden();
      await expect(back).toBeHidden();
    });
  }
});

test.describe("mobile display effects", () => {
  test.skip(({ device }) => !device.isMobile, "the side menu on a phone");
  const cases = [
    { effect: "normal", panel: 75, body: -300 },
    { effect: "slideleft", panel: 75, body: -300 },
    { effect: "slideleftover", panel: 75, body: 0 },
    { effect: "slideright", panel: 0, body: 300 },
    { effect: "sliderightover", panel: 0, body: 0 },
    { effect: "open", panel: 75, body: 0 },
    { effect: "topfixed", panel: 75, body: 0 },
  ];
  for (const { effect, panel, body } of cases) {
    test(`${effect}: the panel opens at x ${panel} and the page moves by ${body}`, async ({ page }) => {
      await configure(page, { effect });
      await load(page, 375);
      await toggle(page).click();
      await expect(nav(page)).toBeVisible();
      await expect.poll(() => panelLeft(page)).toBe(panel);
      await expect.poll(() => pageLeft(page)).toBe(body);
      await page.keyboard.press("Escape");
      await expect(nav(page)).toBeHidden();
      await expect.poll(() => pageLeft(page)).toBe(0);
    });
  }

  test("the off-canvas width sets the panel's width and the page's shift", async ({ page }) => {
    await configure(page, {}, { offCanvasWidth: 320 });
    await load(page, 375);
    await toggle(page).click();
    await expect.poll(() => nav(page).evaluate((el) => el.getBoundingClientRect().width)).toBe(320);
    await expect.poll(() => panelLeft(page)).toBe(55);
    await expect.poll(() => pageLeft(page)).toBe(-320);
  });

  test("right-to-left mirrors the panel and the shift", async ({ page }) => {
    await configure(page, { direction: "rtl" });
    await load(page, 375);
    await toggle(page).click();
    await expect.poll(() => panelLeft(page)).toBe(0);
    await expect.poll(() => pageLeft(page)).toBe(300);
  });
});

test.describe("mobile options", () => {
  test.skip(({ device }) => !device.isMobile, "the side menu on a phone");
  // The panel's container, the parent of its layer (the closed panel is hidden: found by its id).
  const container = (page: Page) =>
    page.locator("#main-menu").evaluate((el) => {
      const parent = el.parentElement?.parentElement;
      return parent === document.body ? "body" : parent?.id;
    });

  test("the panel is placed into the container the selector names", async ({ page }) => {
    await configure(page, { container: "#about" });
    await load(page, 375);
    await expect.poll(() => container(page)).toBe("about");
    await toggle(page).click();
    await expect(nav(page)).toBeVisible();
    await expect.poll(() => panelLeft(page)).toBe(75);
    await expect.poll(() => pageLeft(page)).toBe(-300);
    await page.keyboard.press("Escape");
    await expect(nav(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
  });

  test("a container selector that matches nothing falls back to the body with a warning", async ({
    page,
    consoleProblems,
  }) => {
    await configure(page, { container: "#nowhere" });
    await load(page, 375);
    await expect.poll(() => container(page)).toBe("body");
    await toggle(page).click();
    await expect(nav(page)).toBeVisible();
    expect(takeConsole(consoleProblems, (line) => line.startsWith("Menu container"))).toEqual([
      'Menu container "#nowhere" matches no element: the side panel is placed in the body',
    ]);
  });

  test("the top bar shows the business's logo", async ({ page }) => {
    await load(page, 375);
    await toggle(page).click();
    const logo = nav(page).locator(".menu__logo");
    await expect(logo).toBeVisible();
    await expect(logo).toHaveText("Grandtour");
    await expect(logo.locator("svg")).toBeVisible();
    await expect(nav(page).getByText("Grandtour", { exact: true })).toBeVisible();
  });

  test("the logo is hidden when switched off", async ({ page }) => {
    await configure(page, { showLogo: false });
    await load(page, 375);
    await toggle(page).click();
    await expect(nav(page).getByText("Menu", { exact: true })).toBeVisible();
    await expect(nav(page).getByText("Grandtour", { exact: true })).toHaveCount(0);
  });
});

test.describe(() => {
  test.skip(({ device }) => device.isMobile, "the desktop menu");
  test("the top-fixed menu is fixed once scrolled past its offset and released when scrolled back", async ({
    page,
  }) => {
    await configure(page, {}, { topFixed: true });
    await load(page, 1280);
    const menu = page.locator(".menu");
    await expect(menu).not.toHaveAttribute("data-fixed");
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
    await expect(menu).toHaveAttribute("data-fixed", "true");
    await expect.poll(() => nav(page).evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(menu).not.toHaveAttribute("data-fixed");
  });
});
