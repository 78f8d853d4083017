import sharp from "sharp";
import { expect, test } from "../support/fixtures.ts";

// Issue 43's rough edges, judged by what is drawn: the active strip page in forced colours, and hover
// rings only where a pointer hovers.

/** The share of a screenshot's pixels unlike its top-left corner's (the page behind a round button). */
async function filled(png: Buffer): Promise<number> {
  const raw = await sharp(png).ensureAlpha().raw().toBuffer();
  let count = 0;
  for (let i = 0; i < raw.length; i += 4) {
    const d = Math.abs(raw[i]! - raw[0]!) + Math.abs(raw[i + 1]! - raw[1]!) + Math.abs(raw[i + 2]! - raw[2]!);
    if (d > 48) count++;
  }
  return count / (raw.length / 4);
}

test("in forced colours the strip's active page stands out from the others", async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" });
  await page.goto("/");
  const pager = page.locator("[data-strips='101'] .strip__pager");
  const face = async (n: number) =>
    filled(await pager.getByRole("button", { name: `Page ${n}`, exact: true }).screenshot());
  // A ring with a digit fills little of its box; the active page's face is filled, as drawn.
  expect((await face(1)) - (await face(2))).toBeGreaterThan(0.3);
});

test.describe(() => {
  test.skip(({ device }) => !device.hasTouch, "a touch screen");
  test("a tapped slideshow arrow keeps no hover ring on a touch screen", async ({ page }) => {
    await page.goto("/");
    const next = page.getByRole("button", { name: "Next slide" });
    await next.scrollIntoViewIfNeeded();
    await next.tap();
    await page.waitForTimeout(100);
    const outline = await next.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).toBe("none");
  });
});
