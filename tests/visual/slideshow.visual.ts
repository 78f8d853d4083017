import { TRANSITION_NAMES } from "../../src/widgets/slideshow/options.ts";
import { pieceCount, TRANSITIONS, totalDuration } from "../../src/widgets/slideshow/transitions/index.ts";
import { expect, test } from "../hydrated.ts";
import { arrive } from "../visitor.ts";
import { gpuSlideshow } from "./pageData.helpers.ts";

const CUTTING = { blinds: 24, boxes: { rows: 5, cols: 10 } };
const DURATION = 500;

test.use({ viewport: { width: 800, height: 600 } });
// Software WebGL: each stable capture of a full transition frame takes a few seconds.
test.describe.configure({ timeout: 180_000 });

for (const name of TRANSITION_NAMES) {
  test(`slideshow transition ${name} at 25, 50, 75 and 100 %`, async ({ page }) => {
    const spec = TRANSITIONS[name];
    const total = totalDuration(spec, pieceCount(spec.cut, CUTTING), DURATION);
    const region = await gpuSlideshow(page, { animation: name, duration: DURATION }, { seeded: true });
    const stage = region.locator(".slideshow__stage");
    await region.getByRole("button", { name: "Next slide" }).click();
    let elapsed = 0;
    for (const percent of [25, 50, 75, 100]) {
      const at = Math.round((total * percent) / 100);
      await page.clock.runFor(at - elapsed);
      elapsed = at;
      await expect(stage).toHaveScreenshot(`slideshow-${name}-${percent}.png`);
    }
    await page.clock.runFor(100);
    await expect(region).toHaveAttribute("data-state", "idle");
  });
}

test("slideshow DOM fallback without WebGL, mid-crossfade and settled", async ({ page }) => {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      type: string,
      ...rest: unknown[]
    ) {
      if (type === "webgl" || type === "webgl2" || type === "experimental-webgl") return null;
      return (original as (...a: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof original;
  });
  await page.clock.install({ time: new Date("2026-06-01T10:00:00Z") });
  await page.goto("/");
  const region = page.getByRole("region", { name: "Journeys we drive" });
  await page.evaluate(() => document.fonts.ready);
  await arrive(page);
  await page.clock.runFor(2000);
  await page.clock.pauseAt(new Date("2026-06-01T10:10:00Z"));
  await expect(region).toHaveAttribute("data-renderer", "dom");
  await expect(region.locator("canvas")).toHaveCount(0);
  await region.getByRole("button", { name: "Next slide" }).click();
  await page.clock.runFor(250);
  await expect(region).toHaveScreenshot("slideshow-fallback-50.png");
  await page.clock.runFor(300);
  await expect(region).toHaveScreenshot("slideshow-fallback-100.png");
});
