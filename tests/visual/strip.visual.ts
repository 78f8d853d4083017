import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { STRIP_ANIMATIONS, STRIP_MOTION } from "../../src/widgets/strip/animations.ts";
import { withStripSettings } from "./pageData.helpers.ts";

test.use({ viewport: { width: 1280, height: 800 } });
// Software WebGL: each stable capture of a frame takes a few seconds.
test.describe.configure({ timeout: 120_000 });

/** Loads the page with a running clock until the strip's canvas is ready, then freezes time. */
async function gpuStrip(page: Page, animation: string) {
  await withStripSettings(page, { animation });
  await page.clock.install({ time: new Date("2026-06-01T10:00:00Z") });
  await page.goto("/#services");
  const strip = page.locator("[data-strips='101']");
  await expect(strip.locator(".strip__canvas canvas")).toHaveCount(1, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.clock.pauseAt(new Date("2026-06-01T10:10:00Z"));
  return strip;
}

for (const name of STRIP_ANIMATIONS) {
  test(`strip animation ${name} at 25, 50, 75 and 100 %`, async ({ page }) => {
    const { duration, stagger, whole } = STRIP_MOTION[name];
    // Each half (old cards leave, new ones enter) lasts the same: four cards, or the list as one.
    const half = duration + (whole ? 0 : 3 * stagger);
    const strip = await gpuStrip(page, name);
    const stage = strip.locator(".strip__stage");
    await strip.getByRole("button", { name: "Next page" }).click();
    await expect(strip).toHaveAttribute("data-gpu-drawing", "leave");
    await page.clock.runFor(half / 2);
    await expect(stage).toHaveScreenshot(`strip-${name}-25.png`);
    // A frame past the leave's end (frames come every 16 ms).
    await page.clock.runFor(half / 2 + 20);
    // The new page's pictures are decoded before it enters: its clock starts once they are.
    await expect(strip).toHaveAttribute("data-gpu-drawing", "enter");
    await expect(stage).toHaveScreenshot(`strip-${name}-50.png`);
    await page.clock.runFor(half / 2);
    await expect(stage).toHaveScreenshot(`strip-${name}-75.png`);
    await page.clock.runFor(half / 2 + 50);
    await expect(strip).not.toHaveAttribute("data-gpu-drawing");
    await expect(stage).toHaveScreenshot(`strip-${name}-100.png`);
  });
}

/** Share of the pixels in which two same-sized PNG captures differ by more than `levels` in a channel. */
async function differingShare(a: Buffer, b: Buffer, levels: number): Promise<number> {
  const [x, y] = await Promise.all(
    [a, b].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })),
  );
  if (!x || !y || x.data.length !== y.data.length) throw new Error("captures of different sizes");
  const { channels } = x.info;
  let differing = 0;
  for (let i = 0; i < x.data.length; i += channels) {
    for (let c = 0; c < 3; c++) {
      if (Math.abs((x.data[i + c] ?? 0) - (y.data[i + c] ?? 0)) > levels) {
        differing++;
        break;
      }
    }
  }
  return differing / (x.data.length / channels);
}

test("the canvas hands the cards back to the DOM without a visible jump", async ({ page }) => {
  const strip = await gpuStrip(page, "fadeDelay");
  // Clear of the sticky header: the captures are of the viewport.
  await strip.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await strip.getByRole("button", { name: "Next page" }).click();
  await expect(strip).toHaveAttribute("data-gpu-drawing", "leave");
  await page.clock.runFor(500);
  await expect(strip).toHaveAttribute("data-gpu-drawing", "enter");
  // fadeDelay's last card still fades in; the three before it are at rest on the canvas.
  await page.clock.runFor(250 + 2 * 75 + 50);
  await expect(strip).toHaveAttribute("data-gpu-drawing", "enter");
  const cards = strip.locator("[data-strips-item]");
  const first = await cards.nth(0).boundingBox();
  const third = await cards.nth(2).boundingBox();
  if (!first || !third) throw new Error("no cards");
  const clip = { x: first.x, y: first.y, width: third.x + third.width - first.x, height: first.height };
  const onCanvas = await page.screenshot({ clip });
  await page.clock.runFor(250);
  await expect(strip).not.toHaveAttribute("data-gpu-drawing");
  const inDom = await page.screenshot({ clip });
  // Text and pictures are drawn by different rasterizers: edges differ by a shade, nothing more.
  expect(await differingShare(onCanvas, inDom, 48)).toBeLessThan(0.01);
});
