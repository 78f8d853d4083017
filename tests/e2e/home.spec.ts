import AxeBuilder from "@axe-core/playwright";
import { loadContent } from "../../src/content/load.ts";
import { expect, test } from "../support/fixtures.ts";

const content = loadContent();
const titles = content.strips.modules[0]!.items.map((i) => i.title);
const pageTitles = (n: number) => titles.slice((n - 1) * 4, n * 4);

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("the page hydrates and the strip loads a page from the server", async ({ page }) => {
  const strip = page.locator("[data-strips='101']");
  const cards = strip.locator("[data-strips-item] h3");
  await expect(cards).toHaveText(pageTitles(1));

  await strip.getByRole("button", { name: "Page 2" }).click();
  await expect(cards).toHaveText(pageTitles(2));
  await expect(strip.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(strip.getByRole("button", { name: "Page 1" })).not.toHaveAttribute("aria-current");
  await expect(strip).not.toHaveClass(/loading/);
  await expect(strip.getByText("Page 2 of 3")).toBeAttached();
});

test("next after the last page wraps to the first, previous before the first to the last", async ({
  page,
}) => {
  const strip = page.locator("[data-strips='101']");
  const cards = strip.locator("[data-strips-item] h3");
  await strip.getByRole("button", { name: "Previous page" }).click();
  await expect(cards).toHaveText(pageTitles(3));
  await strip.getByRole("button", { name: "Next page" }).click();
  await expect(cards).toHaveText(pageTitles(1));
});

test("the strip is reachable and operable from the keyboard", async ({ page }) => {
  const strip = page.locator("[data-strips='101']");
  await strip.getByRole("button", { name: "Page 3" }).focus();
  await page.keyboard.press("Enter");
  await expect(strip.locator("[data-strips-item] h3")).toHaveText(pageTitles(3));
});

test("the page has no accessibility violations", async ({ page }) => {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
});

test("the header links go to the sections they name", async ({ page, isMobile }) => {
  // On a phone the links are in the side menu, behind its three-bar button.
  if (isMobile) {
    await expect(page.locator(".menu[data-enhanced]")).toBeAttached();
    await page.getByRole("button", { name: "Menu", exact: true }).click();
  }
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Rates", exact: true })
    .click();
  await expect(page).toHaveURL(/#tiers$/);
  await expect(page.getByRole("heading", { name: content.sections.tiers.heading })).toBeInViewport();
});

test("the page never scrolls sideways", async ({ page }) => {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBe(widths[1]);
});
