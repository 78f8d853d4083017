import { expect, test } from "../support/hydrated.ts";
import { arrive } from "../support/visitor.ts";

/** The debug panel's sheet of the 18 transitions at 25, 50 and 75 %, as `npm run sheet` writes it. */
test.use({ viewport: { width: 1280, height: 900 } });

test("the transition sheet draws the 18 at 25, 50 and 75 % with the content's settings", async ({ page }) => {
  // The page's own clock stands still (no autoplay beneath); the sheet draws in idle slices, which
  // page.clock leaves running, from piece states set by seeking, not by time.
  await page.clock.install({ time: new Date("2026-06-01T10:00:00Z") });
  await page.goto("/?debug");
  await arrive(page);
  await page.getByRole("button", { name: "Sheet", exact: true }).click();
  const sheet = page.getByRole("dialog", { name: "Transition sheet" });
  await expect(sheet).toHaveAttribute("data-state", "ready");
  await expect(sheet).toHaveAttribute("data-drawn", "54");
  // The dialog's rounded corners are drawn over what lies behind them: the docked panel there, whose
  // folders change with every new tool, is hidden so the picture is the sheet's alone.
  await page.getByRole("complementary", { name: "Motion debug panel" }).evaluate((el) => {
    el.style.visibility = "hidden";
  });
  await expect(sheet).toHaveScreenshot("sheet-transitions.png");
});
