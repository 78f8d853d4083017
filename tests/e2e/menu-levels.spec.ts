import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { configure } from "../support/menuContent.ts";
import { nav } from "../support/menuPage.ts";

// Issue 16: a sub-menu's items are built in the browser only once it first opens. The served page
// still lists them all (tests/e2e/without-javascript.spec.ts reads them with no script).
const link = (page: Page, name: string) => nav(page).getByRole("link", { name, includeHidden: true });
const toggle = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });

test("the served page lists every sub-menu link", async ({ request }) => {
  const html = await (await request.get("/")).text();
  for (const label of ["Weddings", "Tours &amp; days out", "Luxury SUV", "Executive people carrier"])
    expect(html).toContain(`<span>${label}</span>`);
});

test.describe("desktop sub-panels", () => {
  test.skip(({ device }) => device.isMobile, "the desktop bar");

  /** Whether React has built or hydrated the element: it keeps its fiber on the node under this prefix. */
  const builtByReact = (locator: Locator) =>
    locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber")));

  test("a panel's links stay the served HTML until it first opens, then work", async ({ page }) => {
    await page.goto("/");
    // The bar itself is hydrated; no panel has opened, so their links are the server's, untouched.
    expect(await builtByReact(nav(page).getByRole("link", { name: "Services", exact: true }))).toBe(true);
    expect(await builtByReact(link(page, "Weddings"))).toBe(false);
    expect(await builtByReact(link(page, "Luxury SUV"))).toBe(false);
    await nav(page).getByRole("link", { name: "Services", exact: true }).hover();
    await expect(link(page, "Weddings")).toBeVisible();
    await expect(link(page, "Tours & days out")).toBeVisible();
    expect(await builtByReact(link(page, "Weddings"))).toBe(true);
    // Fleet's panel opens on click only: it has not opened, so it is still the served HTML.
    expect(await builtByReact(link(page, "Luxury SUV"))).toBe(false);
    await nav(page).getByRole("button", { name: "Fleet sub-menu" }).click();
    await expect(link(page, "Luxury SUV")).toBeVisible();
    // A chosen item takes the visitor to its section and the panel goes: its handlers are live.
    await link(page, "Luxury SUV").click();
    await expect(link(page, "Luxury SUV")).toBeHidden();
    await expect(page).toHaveURL(/#fleet-suv$/);
  });
});

test.describe("side panel levels", () => {
  test.skip(({ device }) => !device.isMobile, "the side menu on a phone");

  test("the flat panel renders its levels when it first opens", async ({ page }) => {
    await page.goto("/");
    await expect(link(page, "Weddings")).toHaveCount(0);
    await toggle(page).click();
    await expect(link(page, "Weddings")).toBeVisible();
    await expect(link(page, "Luxury SUV")).toBeVisible();
  });

  test("the accordion renders a level when it first expands, and keeps it", async ({ page }) => {
    await configure(page, { type: "accordion" });
    await page.goto("/");
    await toggle(page).click();
    await expect(link(page, "Weddings")).toHaveCount(0);
    const services = nav(page).getByRole("button", { name: "Services sub-menu" });
    await services.click();
    await expect(link(page, "Weddings")).toBeVisible();
    await expect(link(page, "Luxury SUV")).toHaveCount(0);
    await services.click();
    await expect(link(page, "Weddings")).toBeHidden();
    await expect(link(page, "Weddings")).toHaveCount(1);
  });
});
