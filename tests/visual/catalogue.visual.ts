import { expect, test } from "../hydrated.ts";
import { gpuSlideshow } from "./pageData.helpers.ts";

/** A sample of the gl-transitions catalogue: wipes, shapes, 3D, distortions and pixel effects. */
const SAMPLE = [
  "Directional",
  "wipeLeft",
  "circleopen",
  "cube",
  "doorway",
  "heart",
  "pixelize",
  "ripple",
  "swap",
  "windowslice",
];
const DURATION = 500;

test.use({ viewport: { width: 800, height: 600 } });
test.describe.configure({ timeout: 180_000 });

for (const name of SAMPLE) {
  test(`catalogue transition gl:${name} at 25, 50 and 75 %`, async ({ page }) => {
    // A transition that cannot be drawn crossfades and says so: its frames would be a crossfade's.
    const fallbacks: string[] = [];
    page.on("console", (m) => m.text().includes("plays as a crossfade") && fallbacks.push(m.text()));
    const region = await gpuSlideshow(page, { animation: `gl:${name}`, duration: DURATION });
    const stage = region.locator(".slideshow__stage");
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect(region).toHaveAttribute("data-animation", `gl:${name}`);
    let elapsed = 0;
    for (const percent of [25, 50, 75]) {
      const at = Math.round((DURATION * percent) / 100);
      await page.clock.runFor(at - elapsed);
      elapsed = at;
      await expect(stage).toHaveScreenshot(`catalogue-${name}-${percent}.png`);
    }
    await page.clock.runFor(DURATION);
    await expect(region).toHaveAttribute("data-state", "idle");
    expect(fallbacks).toEqual([]);
  });
}
