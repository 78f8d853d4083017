import { TRANSITION_NAMES } from "../../src/widgets/slideshow/options.ts";
import { pieceCount, TRANSITIONS, totalDuration } from "../../src/widgets/slideshow/transitions/index.ts";
import { expect, test } from "../support/hydrated.ts";
import { withGallerySettings } from "../support/pageData.ts";
import { passTime } from "../support/pageTime.ts";
import { sharedSlideshow } from "../support/sharedSlideshow.ts";
import { withoutWebGL } from "../support/slideshowPage.ts";
import { arrive } from "../support/visitor.ts";

const CUTTING = { blinds: 24, boxes: { rows: 5, cols: 10 } };
const DURATION = 500;
/**
 * Five transitions a page: a page's load and canvas start-up take ~5 s of software WebGL, more than a
 * transition's four captures. Four parts, so that the two workers share them.
 */
const PART = 5;

test.use({ viewport: { width: 800, height: 600 } });

for (let start = 0; start < TRANSITION_NAMES.length; start += PART) {
  const names = TRANSITION_NAMES.slice(start, start + PART);
  test(`slideshow transitions ${names.join(", ")} at 25, 50, 75 and 100 %`, async ({ page }) => {
    // Software WebGL: each stable capture of a full transition frame takes seconds, on busy cores a minute
    // for a transition's four.
    test.setTimeout(120_000 + 60_000 * names.length);
    const { region, play } = await sharedSlideshow(page, names, { duration: DURATION });
    const stage = region.locator(".slideshow__stage");
    for (const name of names) {
      const spec = TRANSITIONS[name];
      const total = totalDuration(spec, pieceCount(spec.cut, CUTTING), DURATION);
      await play(name);
      let elapsed = 0;
      for (const percent of [25, 50, 75, 100]) {
        const at = Math.round((total * percent) / 100);
        await passTime(page, at - elapsed);
        elapsed = at;
        await expect(stage).toHaveScreenshot(`slideshow-${name}-${percent}.png`);
      }
      await passTime(page, 100);
      await expect(region).toHaveAttribute("data-state", "idle");
    }
  });
}

/**
 * Without WebGL the DOM plays every change: the slide family as the canvas draws it (the content's
 * slideLeft), the transitions only a canvas cuts into pieces as a crossfade (blindsRight here).
 */
for (const { animation, shots } of [
  { animation: "blindsRight", shots: ["slideshow-fallback-50.png", "slideshow-fallback-100.png"] },
  { animation: undefined, shots: ["slideshow-fallback-slideLeft-50.png"] },
]) {
  test(`slideshow DOM fallback without WebGL: ${animation ?? "the content's slideLeft"}`, async ({
    page,
  }) => {
    await withoutWebGL(page);
    if (animation) await withGallerySettings(page, { animation });
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
    await expect(region).toHaveAttribute("data-animation", animation ?? "slideLeft");
    await page.clock.runFor(250);
    await expect(region).toHaveScreenshot(shots[0]!);
    await page.clock.runFor(300);
    if (shots[1]) await expect(region).toHaveScreenshot(shots[1]);
    await expect(region).toHaveAttribute("data-state", "idle");
  });
}
