import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";

/** What Chromium's text size setting does at 200 %: a 32 px default font size. */
async function doubleText(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 32 } });
}

const WIDTHS = [
  { width: 320, height: 640 },
  { width: 375, height: 667 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

test.skip(({ device }) => device.isMobile, "window sizes set here");

// One row: at 100 % the bar is 73 px; a row of 200 % text is as tall as its tallest part, the brand's
// line (1.6rem at a line height of 1.65: 85 px). 100 px is an eighth of an 800 px window (it wrapped to
// 225 px, 28 %, at 1280, and to 158 px at 375).
test("at 200 % text the header stays one row, at most 100 px tall, at every width", async ({ page }) => {
  await doubleText(page);
  await page.goto("/");
  const header = page.locator(".site-header");
  for (const { width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => document.fonts.ready);
    const middles = await header.evaluate((el) =>
      [...el.querySelectorAll(".site-header__inner > *")].flatMap((part) => {
        const r = part.getBoundingClientRect();
        return r.height > 0 ? [r.top + r.height / 2] : [];
      }),
    );
    const { height: drawn } = (await header.boundingBox())!;
    expect(drawn, `the header's height at ${width} px`).toBeLessThanOrEqual(100);
    expect(Math.max(...middles) - Math.min(...middles), `its parts' middles at ${width} px`).toBeLessThan(8);
  }
});

/**
 * The top of `heading` once the page's (smooth) scroll has come to rest: the same in three reads 100 ms
 * apart. (Read from outside the page: without JavaScript the page runs no callback of the test's.)
 */
async function restingTop(heading: Locator): Promise<number> {
  const tops: number[] = [];
  await expect
    .poll(
      async () => {
        tops.push((await heading.boundingBox())!.y);
        const last = tops.slice(-3);
        return last.length === 3 && Math.max(...last) - Math.min(...last) < 0.5;
      },
      { intervals: [100] },
    )
    .toBe(true);
  return tops.at(-1)!;
}

/** The main menu's link `name`, from the side panel's toggle where the menu is folded into it. */
async function menuLink(page: Page, name: string) {
  const toggle = page.getByRole("button", { name: "Menu", exact: true });
  if (await toggle.isVisible()) await toggle.click();
  return page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });
}

const headerFoot = async (page: Page) => (await page.locator(".site-header").boundingBox())!.height;

for (const { width, height } of WIDTHS) {
  test(`at 200 % text and ${width} px a menu link lands its section's heading below the header`, async ({
    page,
  }) => {
    await doubleText(page);
    await page.setViewportSize({ width, height });
    await page.goto("/");
    for (const [name, target] of [
      ["Rates", "#tiers"],
      ["About", "#about"],
      ["Contact", "#contact"],
    ] as const) {
      await (await menuLink(page, name)).click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      const top = await restingTop(page.locator(`${target} h2`).first());
      expect(top, `${name}: the heading's top, below the header's foot`).toBeGreaterThanOrEqual(
        await headerFoot(page),
      );
    }
  });
}

// Arriving from elsewhere at a section's address: the browser jumps as it loads, before or without the
// page's script (base.css's 88 px stands then).
for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });
    test("at 200 % text a page opened at a section lands its heading below the header", async ({ page }) => {
      await doubleText(page);
      for (const { width, height } of WIDTHS) {
        await page.setViewportSize({ width, height });
        await page.goto(`/?${width}#about`);
        const top = await restingTop(page.locator("#about h2"));
        expect(top, `at ${width} px`).toBeGreaterThanOrEqual(await headerFoot(page));
      }
    });
  });
}
