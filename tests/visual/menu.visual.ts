import type { Page } from "@playwright/test";
import { expect, test } from "../support/hydrated.ts";
import { configure } from "../support/menuContent.ts";

async function open(page: Page, width: number, height = 800) {
  await page.clock.install({ time: new Date("2026-06-01T10:00:00Z") });
  await page.setViewportSize({ width, height });
  await page.goto("/");
  await expect(page.locator(".menu[data-enhanced]")).toBeAttached();
  await page.evaluate(() => document.fonts.ready);
  // The installed clock runs until paused: a load slower than 5 s (a busy machine) is already past it.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(Math.max(new Date("2026-06-01T10:00:05Z").getTime(), now + 1000));
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const toggle = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });

test("desktop sub-menu open at 1280 px", async ({ page }) => {
  await open(page, 1280);
  await nav(page).getByRole("link", { name: "Services", exact: true }).hover();
  await page.clock.runFor(500);
  await expect(page.locator("[data-menu-panel='1']")).toHaveAttribute("data-state", "opened");
  await expect(page).toHaveScreenshot("menu-desktop-open-1280.png", {
    clip: { x: 0, y: 0, width: 1280, height: 420 },
  });
});

test("click-toggle sub-menu kept inside the viewport at 800 px", async ({ page }) => {
  await open(page, 800);
  await nav(page).getByRole("button", { name: "Fleet sub-menu" }).click();
  await page.clock.runFor(500);
  await expect(page.locator("[data-menu-panel='2']")).toHaveAttribute("data-state", "opened");
  await expect(page).toHaveScreenshot("menu-desktop-open-800.png", {
    clip: { x: 0, y: 0, width: 800, height: 360 },
  });
});

test("sub-menu flipped to end at its item at 800 px (right to left)", async ({ page }) => {
  await configure(page, { direction: "rtl" });
  await open(page, 800);
  await nav(page).getByRole("button", { name: "Services sub-menu" }).click();
  await page.clock.runFor(500);
  await expect(page.locator("[data-menu-panel='1']")).toHaveAttribute("data-flip", "true");
  await expect(page).toHaveScreenshot("menu-desktop-flip-800.png", {
    clip: { x: 0, y: 0, width: 800, height: 420 },
  });
});

/** The side panel, open at 375 px, once the page has moved aside. */
async function sidePanel(page: Page) {
  await open(page, 375, 740);
  await toggle(page).click();
  await expect(nav(page)).toBeVisible();
}

test("side panel open at 375 px (flat)", async ({ page }) => {
  await sidePanel(page);
  await expect
    .poll(() => page.evaluate(() => document.querySelector("main")!.getBoundingClientRect().left))
    .toBe(-300);
  await expect(page).toHaveScreenshot("menu-side-flat-375.png");
});

test("side panel closed at 375 px: the three-bar button", async ({ page }) => {
  await open(page, 375, 740);
  await expect(page.locator(".site-header")).toHaveScreenshot("menu-side-closed-375.png");
});

for (const type of ["accordion", "fade", "push"]) {
  test(`side panel open at 375 px (${type}, a sub-menu open)`, async ({ page }) => {
    await configure(page, { type });
    await sidePanel(page);
    await nav(page).getByRole("button", { name: "Services sub-menu" }).click();
    await expect(nav(page).getByRole("link", { name: "Weddings" })).toBeVisible();
    await page.mouse.move(20, 700); // no item under the pointer
    await expect
      .poll(() => page.evaluate(() => document.querySelector("main")!.getBoundingClientRect().left))
      .toBe(-300);
    await expect(page).toHaveScreenshot(`menu-side-${type}-375.png`);
  });
}
