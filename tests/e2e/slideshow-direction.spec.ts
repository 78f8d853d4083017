import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "../support/fixtures.ts";
import { gpuSlideshow, withGallerySettings } from "../support/pageData.ts";
import { passTime } from "../support/pageTime.ts";
import { differing } from "../support/pixels.ts";
import { expectSlide, region, T0, withoutWebGL } from "../support/slideshowPage.ts";
import { arrive } from "../support/visitor.ts";

/** The stage's first and last 40 % along a transition's axis, as fractions [x0, x1, y0, y1]. */
const EDGES = {
  horizontal: { left: [0, 0.4, 0, 1], right: [0.6, 1, 0, 1] },
  vertical: { top: [0, 1, 0, 0.4], bottom: [0, 1, 0.6, 1] },
} as const;

/**
 * The share of an edge's pixels that says a slide is drawn over it: an incoming slide half-way in
 * changes over 90 % of the edge it covers; the same still picture shot again can differ by a faint
 * shade in 3 % of its pixels (Chromium sometimes rasters the resting slide with another image filter
 * until the change repaints it: 1 run in 4 on a phone, two shots in a row alike).
 */
const COVERED = 0.2;

/**
 * The edges of the stage (of the two along `axis`) that the incoming slide is drawn over half-way
 * through a press's change, time stepped by page.clock: those that differ from the slide at rest.
 */
async function enteringEdges(page: Page, r: Locator, button: string, axis: keyof typeof EDGES) {
  const stage = r.locator(".slideshow__stage");
  await stage.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
  const box = (await stage.boundingBox())!;
  const edges = Object.entries(EDGES[axis]);
  // One picture of the stage a time (software WebGL makes each take long), cut into the two edges.
  const shoot = async () => {
    const png = await page.screenshot({ clip: box, scale: "css" });
    // The picture's own size: a box a fraction of a pixel high is shot a whole pixel shorter or taller.
    const { width = 0, height = 0 } = await sharp(png).metadata();
    return Promise.all(
      edges.map(([, [x0, x1, y0, y1]]) =>
        sharp(png)
          .extract({
            left: Math.round(width * x0),
            top: Math.round(height * y0),
            width: Math.floor(width * (x1 - x0)),
            height: Math.floor(height * (y1 - y0)),
          })
          .png()
          .toBuffer(),
      ),
    );
  };
  const before = await shoot();
  // Dispatched, so no hover or focus ring on the arrow changes the pixels.
  await r.getByRole("button", { name: button }).dispatchEvent("click");
  await page.clock.runFor(250);
  const midway = await shoot();
  const shares = await Promise.all(midway.map((shot, i) => differing(before[i]!, shot)));
  await passTime(page, 1000);
  await expect(r).toHaveAttribute("data-state", "idle");
  return edges.filter((_, i) => shares[i]! > COVERED).map(([edge]) => edge);
}

/** Issue 32: Previous mirrors Next for the slide family, on the canvas and on the DOM. */
const cases = [
  { renderer: "gpu", animation: "slideLeft", axis: "horizontal", next: "left", previous: "right" },
  { renderer: "gpu", animation: "slideUp", axis: "vertical", next: "bottom", previous: "top" },
  { renderer: "dom", animation: "slideLeft", axis: "horizontal", next: "left", previous: "right" },
] as const;

for (const { renderer, animation, axis, next, previous } of cases) {
  test(`${animation} on the ${renderer}: Next brings the slide in from the ${next}, Previous from the ${previous}`, async ({
    page,
  }) => {
    // Software WebGL on busy cores: a GPU case's load and pictures took 20-30 s.
    if (renderer === "gpu") test.slow();
    const settings = { animation, duration: 500 };
    const r = renderer === "gpu" ? await gpuSlideshow(page, settings) : await domSlideshow(page, settings);
    expect(await enteringEdges(page, r, "Next slide", axis)).toEqual([next]);
    await expectSlide(r, 2);
    expect(await enteringEdges(page, r, "Previous slide", axis)).toEqual([previous]);
    await expectSlide(r, 1);
  });
}

/** The page with the slideshow's settings changed and no WebGL, its slides loaded, then time frozen. */
async function domSlideshow(page: Page, settings: Record<string, unknown>) {
  await withoutWebGL(page);
  await withGallerySettings(page, settings);
  await page.clock.install({ time: T0 });
  await page.goto("/");
  await arrive(page);
  const r = region(page);
  await expect(r.getByRole("button", { name: "Zoom in" })).toBeVisible(); // the other slides are in
  // Decoded, so the first frame that shows the next slide draws its picture.
  await r
    .locator("[data-slide] img")
    .evaluateAll((imgs) => Promise.all(imgs.map((img) => (img as HTMLImageElement).decode())));
  await page.clock.pauseAt(T0.getTime() + 60_000);
  await expect(r).toHaveAttribute("data-renderer", "dom");
  return r;
}
