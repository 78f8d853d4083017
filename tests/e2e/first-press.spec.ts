import type { Locator, Page, Route } from "@playwright/test";
import { KEY, notice } from "../support/debugPanel.ts";
import { expect, test } from "../support/fixtures.ts";
import { expectSlide, N, region, T0 } from "../support/slideshowPage.ts";

/** The canvas's lazy chunk: held back, the canvas is on its way but never (or not yet) there. */
const CANVAS_CHUNK = /\/assets\/SlideshowCanvas-[\w-]+\.js$/;

/**
 * Notes whether the DOM crossfade plays over the slides: it writes --fade on the region itself (while
 * the canvas draws a change, only the captions fade).
 */
async function watchCrossfade(r: Locator) {
  await r.evaluate((el: HTMLElement) => {
    new MutationObserver(() => {
      if (el.style.getPropertyValue("--fade")) el.dataset.crossfaded = "yes";
    }).observe(el, { attributes: true, attributeFilter: ["style"] });
  });
}

/**
 * The home page with time frozen a minute in and no visitor's sign yet, so the press is the first one
 * and starts the canvas. `animation`: a designer's tuned one (README, "Tuning motion") over the content's.
 */
async function open(page: Page, animation?: string) {
  if (animation) {
    const tuned = JSON.stringify({ slideshow: { animation } });
    await page.addInitScript(([key, json]) => localStorage.setItem(key!, json!), [KEY, tuned]);
  }
  await page.clock.install({ time: T0 });
  await page.goto("/");
  if (animation) await expect(notice(page)).toBeVisible();
  await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
  const r = region(page);
  await expect(r).toHaveAttribute("data-renderer", "dom");
  await watchCrossfade(r);
  return r;
}

/** Where slide n is drawn now: its left edge from the stage's, in stage widths, and its opacity. */
async function pose(r: Locator, n: number) {
  const stage = (await r.locator(".slideshow__stage").boundingBox())!;
  const slide = r.getByRole("group", { name: `${n} of ${N}` });
  const box = (await slide.boundingBox())!;
  const opacity = Number(await slide.evaluate((el) => getComputedStyle(el).opacity));
  return { x: (box.x - stage.x) / stage.width, opacity };
}

const next = (r: Locator) => r.getByRole("button", { name: "Next slide" }).click();

test.describe("the first press", () => {
  test("with the canvas held back, the content's slideLeft plays at once on the DOM, not a crossfade", async ({
    page,
  }) => {
    await page.route(CANVAS_CHUNK, () => {});
    const r = await open(page);
    await next(r);
    await expect(r).toHaveAttribute("data-animation", "slideLeft");
    await expect(r).toHaveAttribute("data-renderer", "dom");
    // Slide 2 enters from one width to the left while it fades in (500 ms, quadratic in-out).
    const poses = [await pose(r, 2)];
    for (let i = 0; i < 3; i++) {
      await page.clock.runFor(125);
      poses.push(await pose(r, 2));
    }
    expect(poses[0]!.x).toBeCloseTo(-1, 2);
    expect(poses[0]!.opacity).toBe(0);
    const half = poses[2]!;
    expect(half.x).toBeGreaterThan(-0.65);
    expect(half.x).toBeLessThan(-0.35);
    expect(half.opacity).toBeGreaterThan(0.35);
    expect(half.opacity).toBeLessThan(0.65);
    for (let i = 1; i < poses.length; i++) {
      expect(poses[i]!.x).toBeGreaterThan(poses[i - 1]!.x);
      expect(poses[i]!.opacity).toBeGreaterThan(poses[i - 1]!.opacity);
      // Offset and opacity follow one ease: a slide, never a crossfade standing in for it.
      expect(poses[i]!.x).toBeCloseTo(poses[i]!.opacity - 1, 1);
    }
    await page.clock.runFor(1000);
    await expectSlide(r, 2);
    const end = await pose(r, 2);
    expect(end.x).toBeCloseTo(0, 2);
    expect(end.opacity).toBe(1);
  });

  test("a blinds press with the canvas held back is taken at once, waits one second, then crossfades", async ({
    page,
  }) => {
    await page.route(CANVAS_CHUNK, () => {});
    const r = await open(page, "blindsRight");
    await next(r);
    await expect(r).toHaveAttribute("data-state", "running");
    await page.clock.runFor(999);
    await expect(r.getByRole("group", { name: `1 of ${N}` })).toBeVisible();
    await expect(r).not.toHaveAttribute("data-animation");
    await expect(r).not.toHaveAttribute("data-crossfaded", "yes");
    // No canvas in a second: the DOM crossfades it, as it does without WebGL.
    await page.clock.runFor(1);
    await expect(r).toHaveAttribute("data-animation", "blindsRight");
    await page.clock.runFor(250);
    const half = await pose(r, 2);
    expect(half.x).toBeCloseTo(0, 2);
    expect(half.opacity).toBeGreaterThan(0.35);
    expect(half.opacity).toBeLessThan(0.65);
    await page.clock.runFor(1000);
    await expectSlide(r, 2);
    await expect(r).toHaveAttribute("data-crossfaded", "yes");
    await expect(r).toHaveAttribute("data-renderer", "dom");
  });

  test("a blinds press waits for a canvas that comes within the second and plays there", async ({ page }) => {
    // The chunk is held until 600 ms after the press, past the old 300 ms wait.
    const held: Route[] = [];
    await page.route(CANVAS_CHUNK, (route) => void held.push(route));
    const r = await open(page, "blindsRight");
    await next(r);
    await expect(r).toHaveAttribute("data-state", "running");
    await expect.poll(() => held.length).toBe(1);
    await page.clock.runFor(600);
    await expect(r.getByRole("group", { name: `1 of ${N}` })).toBeVisible();
    for (const route of held) await route.continue();
    // Time stands still: the wait can only end by the canvas arriving.
    await expect(r).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
    await expect(r).toHaveAttribute("data-animation", "blindsRight");
    await page.clock.runFor(3000);
    await expectSlide(r, 2);
    await expect(r).not.toHaveAttribute("data-crossfaded", "yes");
  });
});
