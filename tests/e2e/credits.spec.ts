import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../support/fixtures.ts";

test("/credits lists every gl-transitions transition with its author and licence", async ({ page }) => {
  const response = await page.goto("/credits");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.getByRole("heading", { level: 1, name: "Credits" })).toBeVisible();
  const table = page.getByRole("table", { name: /125 transitions from gl-transitions/ });
  await expect(table.getByRole("row")).toHaveCount(126);
  await expect(table.getByRole("row", { name: "gl:Directional Gaëtan Renaudeau MIT" })).toBeVisible();
  await expect(table.getByRole("row", { name: /BSD/ }).first()).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});
