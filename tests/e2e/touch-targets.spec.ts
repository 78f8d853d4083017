import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";

const ROLES = ["button", "link", "tab", "checkbox", "switch", "textbox", "combobox", "slider"] as const;

/**
 * Every control drawn on the page whose box is under 44 x 44, as "name: width x height". Exempt, as
 * WCAG 2.5.8 has it: a link inside a sentence (inline, with the sentence's other text beside it).
 */
async function smallTargets(page: Page) {
  const small: string[] = [];
  for (const role of ROLES) {
    const found = await page.getByRole(role).evaluateAll((els) =>
      els.flatMap((el) => {
        if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return [];
        const r = el.getBoundingClientRect();
        // Off the page altogether (a canvas library's hidden hook at -1000 px): nothing to press.
        if (r.right + scrollX <= 0 || r.bottom + scrollY <= 0) return [];
        if (getComputedStyle(el).display === "inline") {
          let block = el.parentElement!;
          while (getComputedStyle(block).display === "inline") block = block.parentElement!;
          if (block.textContent!.trim() !== el.textContent!.trim()) return [];
        }
        if (r.width >= 44 && r.height >= 44) return [];
        const name = el.getAttribute("aria-label") ?? el.textContent!.trim();
        return [`${name.slice(0, 40)}: ${Math.round(r.width)} x ${Math.round(r.height)}`];
      }),
    );
    small.push(...found.map((line) => `${role} ${line}`));
  }
  return small;
}

test.skip(({ device }) => device.project !== "phone", "touch targets on a touch screen");

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  // The slideshow's Zoom in comes once its picture has loaded.
  await expect(page.getByRole("button", { name: "Zoom in" })).toBeVisible();
});

test("on a touch screen every control on the page is at least 44 x 44", async ({ page }) => {
  expect(await smallTargets(page)).toEqual([]);
});

test("on a touch screen the side menu's and the help dialog's controls are at least 44 x 44", async ({
  page,
}) => {
  await page.getByRole("button", { name: "Menu", exact: true }).tap();
  await expect(page.getByRole("button", { name: "Close menu" })).toBeInViewport({ ratio: 1 });
  // Measured once the panel has come to rest.
  await expect.poll(() => smallTargets(page)).toEqual([]);
  await page.getByRole("button", { name: "Close menu" }).tap();
  await page.getByRole("button", { name: /^Help/ }).tap();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect.poll(() => smallTargets(page)).toEqual([]);
});
