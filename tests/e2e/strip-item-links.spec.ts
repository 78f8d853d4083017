import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { nav } from "../support/menuPage.ts";
import { strip } from "../support/stripPage.ts";

const pageButton = (page: Page, n: number) => strip(page).getByRole("button", { name: `Page ${n}` });
const card = (page: Page, title: string) => strip(page).getByRole("heading", { name: title });

/** The Services sub-menu's item, chosen as a visitor would at this size. */
async function choose(page: Page, label: string, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole("button", { name: "Menu", exact: true }).click();
  } else {
    await nav(page).getByRole("link", { name: "Services", exact: true }).hover();
  }
  await nav(page).getByRole("link", { name: label }).click();
}

test.describe("a sub-menu link to a strip card", () => {
  test("opens the strip at the card's page and brings the card into view", async ({ page, isMobile }) => {
    await page.goto("/");
    await choose(page, "Evenings & events", isMobile);
    await expect(page).toHaveURL(/#evenings-out$/);
    await expect(pageButton(page, 2)).toHaveAttribute("aria-current", "page");
    await expect(card(page, "Evenings out")).toBeInViewport();

    // Back to a card of page 1, and the same link again after the visitor has paged on.
    await choose(page, "Weddings", isMobile);
    await expect(pageButton(page, 1)).toHaveAttribute("aria-current", "page");
    await expect(card(page, "Weddings")).toBeInViewport();
    await pageButton(page, 3).click();
    await expect(pageButton(page, 3)).toHaveAttribute("aria-current", "page");
    await choose(page, "Weddings", isMobile);
    await expect(pageButton(page, 1)).toHaveAttribute("aria-current", "page");
    await expect(card(page, "Weddings")).toBeInViewport();
  });

  test("a shared address with a card of page 2 opens there", async ({ page }) => {
    await page.goto("/#evenings-out");
    await expect(pageButton(page, 2)).toHaveAttribute("aria-current", "page");
    await expect(card(page, "Evenings out")).toBeInViewport();
  });
});
