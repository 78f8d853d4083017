import type { Page } from "@playwright/test";
import { loadContent } from "../../src/content/load.ts";
import { withAnalytics } from "../support/analytics.ts";
import { expect, test } from "../support/hydrated.ts";
import { gpu } from "../support/slideshowPage.ts";

const { features } = loadContent();

async function open(page: Page, width: number, hash = "") {
  await page.clock.install({ time: new Date("2026-06-01T10:00:00Z") });
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`/${hash}`);
  await page.evaluate(() => document.fonts.ready);
}

test("feature table with the pointer on another tier", async ({ page }) => {
  await open(page, 1280, "#tiers");
  await page.getByRole("columnheader", { name: new RegExp(features.columns[0]!.name) }).hover();
  await expect(page.locator(".feature-table")).toHaveScreenshot("feature-table-hover.png");
});

test("feature table on a phone, scrolled to the highlighted tier", async ({ page }) => {
  await open(page, 375, "#tiers");
  await expect(page.locator(".feature-table")).toHaveScreenshot("feature-table-375.png");
});

for (const width of [1280, 375]) {
  test(`help dialog open at ${width} px`, async ({ page }) => {
    await open(page, width);
    // The slideshow under the dialog is drawn by its canvas: wait for it. The click below is the visitor
    // arriving, which loads the canvas; a capture that raced it got the DOM slide, a resampling that
    // differs in 2 pixels at 375 px (the red CI run of stop 38).
    await gpu(page);
    await page.getByRole("button", { name: "Help" }).click();
    const message = page.getByRole("textbox", { name: "Your message" });
    await message.fill("A car to Heathrow at 7, please.");
    // The resize grip is drawn differently from one Chromium release to the next. (Through the CSSOM: the
    // CSP refuses the style element that toHaveScreenshot's stylePath would add.)
    await message.evaluate((box) => {
      box.style.resize = "none";
    });
    await expect(page).toHaveScreenshot(`help-open-${width}.png`);
  });
}

test("analytics consent banner", async ({ page }) => {
  await withAnalytics(page, { consent: true });
  await open(page, 1280);
  const banner = page.getByRole("region", { name: "Analytics consent" });
  await page.clock.runFor(3000); // the tracker starts once the page is idle
  await expect(banner).toHaveScreenshot("consent-banner.png");
});
