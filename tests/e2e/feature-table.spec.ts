import { loadContent } from "../../src/content/load.ts";
import { expect, test } from "../support/fixtures.ts";

const { features } = loadContent();
const names = features.columns.map((c) => c.name);
const highlightedName = features.columns.find((c) => c.highlighted)!.name;

test.beforeEach(async ({ page }) => {
  await page.goto("/#tiers");
});

/** Every cell of a tier column: its header, each row's cell and its call to action. */
function columnCells(page: import("@playwright/test").Page, name: string) {
  return page.locator(`.feature-table [data-column="${names.indexOf(name)}"]`);
}

async function expectHighlighted(page: import("@playwright/test").Page, name: string) {
  const cells = columnCells(page, name);
  await expect(cells).toHaveCount(features.rows.length + 2);
  for (const cell of await cells.all()) await expect(cell).toHaveClass(/is-highlighted/);
  await expect(page.locator(".feature-table .is-highlighted")).toHaveCount(features.rows.length + 2);
}

test("is a real table with column and row headers", async ({ page }) => {
  const table = page.getByRole("table", { name: features.caption });
  await expect(table.getByRole("columnheader")).toHaveText(names.map((n) => new RegExp(n)));
  await expect(table.getByRole("rowheader")).toHaveText(features.rows.map((r) => r.feature));
  const firstYes = features.rows.findIndex((r) => r.values[0] === true);
  await expect(
    table
      .getByRole("row")
      .nth(firstYes + 1)
      .getByRole("cell")
      .first(),
  ).toHaveText("✓Included");
});

test.describe(() => {
  test.skip(({ device }) => device.isMobile, "a phone has no hover; taps are covered below");
  test("highlights the column under the pointer and restores the default when it leaves", async ({
    page,
  }) => {
    await expectHighlighted(page, highlightedName);
    const other = names.find((n) => n !== highlightedName)!;
    const row = features.rows[3]!;
    await page
      .getByRole("row", { name: new RegExp(row.feature) })
      .locator(`[data-column="${names.indexOf(other)}"]`)
      .hover();
    await expectHighlighted(page, other);
    await page.getByRole("columnheader", { name: new RegExp(names[2]!) }).hover();
    await expectHighlighted(page, names[2]!);
    await page.getByRole("heading", { name: "Service tiers" }).hover();
    await expectHighlighted(page, highlightedName);
  });
});

test("keyboard focus inside a column highlights it", async ({ page }) => {
  const first = features.columns[0]!;
  await page.getByRole("link", { name: first.action!.label }).focus();
  await expectHighlighted(page, first.name);
  await page.getByRole("heading", { name: "Service tiers" }).click();
  await expectHighlighted(page, highlightedName);
});

test.describe(() => {
  test.skip(({ device }) => device.isMobile, "phones are narrow");
  test("on a wide screen the hint stays hidden", async ({ page }) => {
    await expect(page.getByRole("region", { name: features.caption })).toBeVisible();
    await expect(page.getByText("Swipe sideways to compare every tier")).toBeHidden();
  });
});

test.describe(() => {
  test.skip(({ device }) => !device.hasTouch, "touch");
  test("a tap highlights its column until a tap outside the table brings the default back", async ({
    page,
  }) => {
    const other = names.find((n) => n !== highlightedName)!;
    const cell = page.getByRole("cell", { name: String(features.rows[0]!.values[names.indexOf(other)]) });
    await cell.scrollIntoViewIfNeeded();
    await cell.tap();
    // It stays once the finger lifts: a tap is touch's hover.
    await expectHighlighted(page, other);
    await page.getByRole("heading", { name: "Service tiers" }).tap();
    await expectHighlighted(page, highlightedName);
  });
});

test("in forced colours the highlighted column still stands out", async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" });
  const colour = (name: string) =>
    columnCells(page, name)
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  const other = names.find((n) => n !== highlightedName)!;
  expect(await colour(highlightedName)).not.toBe(await colour(other));
});
