import { expect, test } from "../support/hydrated.ts";
import { sharedSlideshow } from "../support/sharedSlideshow.ts";

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
/**
 * Five transitions a page: a page's load and canvas start-up take ~5 s of software WebGL, more than a
 * transition's three captures. Two parts, so that the two workers share them.
 */
const PART = 5;

test.use({ viewport: { width: 800, height: 600 } });

for (let start = 0; start < SAMPLE.length; start += PART) {
  const names = SAMPLE.slice(start, start + PART);
  const animations = names.map((name) => `gl:${name}`);
  test(`catalogue transitions ${animations.join(", ")} at 25, 50 and 75 %`, async ({ page }) => {
    // Software WebGL: each stable capture takes seconds, on busy cores a minute for a transition's three.
    test.setTimeout(120_000 + 60_000 * names.length);
    // A transition that cannot be drawn crossfades and says so: its frames would be a crossfade's.
    const fallbacks: string[] = [];
    page.on("console", (m) => m.text().includes("plays as a crossfade") && fallbacks.push(m.text()));
    const { region, play } = await sharedSlideshow(page, animations, { duration: DURATION });
    const stage = region.locator(".slideshow__stage");
    for (const name of names) {
      await play(`gl:${name}`);
      let elapsed = 0;
      for (const percent of [25, 50, 75]) {
        const at = Math.round((DURATION * percent) / 100);
        await page.clock.runFor(at - elapsed);
        elapsed = at;
        await expect(stage).toHaveScreenshot(`catalogue-${name}-${percent}.png`);
      }
      await page.clock.runFor(DURATION);
      await expect(region).toHaveAttribute("data-state", "idle");
    }
    expect(fallbacks).toEqual([]);
  });
}
