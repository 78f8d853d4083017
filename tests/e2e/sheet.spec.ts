import type { Page } from "@playwright/test";
import { next, panel, region, stored } from "../support/debugPanel.ts";
import { expect, test } from "../support/fixtures.ts";
import { arrive } from "../support/visitor.ts";

const sheet = (page: Page) => page.getByRole("dialog", { name: "Transition sheet" });

async function openSheet(page: Page) {
  await panel(page).getByRole("button", { name: "Sheet", exact: true }).click();
  await expect(sheet(page)).toBeVisible();
}

test.describe("the debug panel's transition sheet", () => {
  // Software WebGL draws the sheet's 54 frames on two busy cores.
  test.slow();

  test.beforeEach(async ({ page }) => {
    await page.goto("/?debug");
    await arrive(page);
    await expect(region(page)).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
  });

  test("is a dialog that draws without holding the page up, and closes with Escape", async ({ page }) => {
    await openSheet(page);
    await expect(sheet(page)).toHaveAttribute("data-state", "ready");
    await expect(sheet(page)).toHaveAttribute("data-drawn", "54");
    await expect(sheet(page).getByRole("button", { name: /^Choose / })).toHaveCount(18);
    // A catalogue page draws for many seconds here (each GLSL compiles in software): long enough to press
    // Next slide elsewhere on the page meanwhile. What the sheet had drawn when the page handled the press:
    await page.evaluate(() => {
      document.addEventListener(
        "keydown",
        () => {
          const drawn = document.querySelector<HTMLElement>("dialog.debug-sheet")?.dataset.drawn;
          (window as unknown as { drawnAtPress?: string }).drawnAtPress = drawn;
        },
        { capture: true, once: true },
      );
    });
    await sheet(page).getByRole("button", { name: "Next page" }).click();
    await expect(sheet(page)).toHaveAttribute("data-drawn", /^[1-9]/);
    await next(region(page));
    await expect(region(page).getByRole("group", { name: /^2 of / })).toBeVisible();
    const drawnAtPress = await page.evaluate(
      () => (window as unknown as { drawnAtPress?: string }).drawnAtPress,
    );
    expect(Number(drawnAtPress)).toBeGreaterThan(0);
    expect(Number(drawnAtPress)).toBeLessThan(54);

    await sheet(page).getByRole("button", { name: "Close" }).press("Escape");
    await expect(sheet(page)).toHaveCount(0);
    await openSheet(page);
    await sheet(page).getByRole("button", { name: "Close" }).click();
    await expect(sheet(page)).toHaveCount(0);
  });

  test("choosing a transition's frames makes it the animation of the panel and the next change", async ({
    page,
  }) => {
    await openSheet(page);
    await sheet(page).getByRole("button", { name: "Choose blindsMirrorOut" }).click();
    await expect(sheet(page)).toHaveCount(0);
    await expect(panel(page).getByLabel("Slideshow animation")).toHaveValue("blindsMirrorOut");
    expect(JSON.parse((await stored(page)) ?? "{}")).toMatchObject({
      slideshow: { animation: "blindsMirrorOut" },
    });
    await next(region(page));
    await expect(region(page)).toHaveAttribute("data-animation", "blindsMirrorOut");
  });

  test("pages through the catalogue, 18 a page", async ({ page }) => {
    await openSheet(page);
    await expect(sheet(page).getByRole("heading")).toHaveText("The 18 transitions");
    await sheet(page).getByRole("button", { name: "Next page" }).click();
    await expect(sheet(page).getByRole("heading")).toHaveText(/^Catalogue page 1 of \d+$/);
    await expect(sheet(page).getByRole("button", { name: /^Choose gl:/ })).toHaveCount(18);
    await sheet(page).getByRole("button", { name: "Previous page" }).click();
    await expect(sheet(page).getByRole("heading")).toHaveText("The 18 transitions");
    await expect(sheet(page)).toHaveAttribute("data-state", "ready");
  });
});
