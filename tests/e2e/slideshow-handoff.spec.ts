import { expect, test } from "../support/fixtures.ts";
import { countCanvasDraws, recordFrames } from "../support/frames.ts";
import { withGallerySettings } from "../support/pageData.ts";
import { expectSlide, gpu, region } from "../support/slideshowPage.ts";

/**
 * One frame of the slideshow as drawn: whether its canvas shows (the GPU renderer, a live context that
 * drew on it), and the DOM's current slide: which, and how much of it shows where it settles.
 */
type SlideFrame = { canvas: boolean; slide: number; slideShown: number; settled: boolean };

/** Runs in the page, once a frame (see recordFrames). */
function sampleSlideshow(): SlideFrame {
  const root = document.querySelector(".slideshow") as HTMLElement;
  const canvas = root.querySelector(".slideshow__canvas canvas") as
    | (HTMLCanvasElement & { drawCalls?: number })
    | null;
  const holder = canvas?.parentElement;
  const live = !!canvas && !(canvas.getContext("webgl2") ?? canvas.getContext("webgl"))?.isContextLost();
  const covers = !!holder && Number(getComputedStyle(holder).opacity) === 1;
  const current = root.querySelector<HTMLElement>(".slideshow__slide.is-current");
  let slideShown = 0;
  for (let el: Element | null = current; el && el !== root.parentElement; el = el.parentElement) {
    slideShown = (el === current ? 1 : slideShown) * Number(getComputedStyle(el).opacity);
  }
  const style = current ? getComputedStyle(current) : undefined;
  return {
    canvas: root.dataset.renderer === "gpu" && live && covers && (canvas?.drawCalls ?? 0) > 0,
    slide: Number(current?.dataset.slide ?? -1),
    slideShown: style?.visibility === "visible" ? slideShown : 0,
    // Neither moved nor clipped: every length in its translate and clip-path is 0.
    settled: !!style && !/[1-9]/.test(style.translate + style.clipPath),
  };
}

/**
 * Each frame that shows neither renderer whole: the canvas (the GPU renderer, a live context that drew),
 * or else the DOM's current slide fully opaque and settled.
 */
const unseamly = (frames: SlideFrame[]) =>
  frames.flatMap((f, i) =>
    f.canvas || (f.slideShown === 1 && f.settled)
      ? []
      : [`frame ${i}: no canvas, and slide ${f.slide + 1} shows at ${f.slideShown}, settled: ${f.settled}`],
  );

test("the canvas takes over, plays a change, and hands back at a lost context, seamlessly frame by frame", async ({
  page,
}) => {
  await countCanvasDraws(page);
  await withGallerySettings(page, { animation: "slideLeft", duration: 500 });
  await page.goto("/");
  const r = region(page);
  await r.scrollIntoViewIfNeeded();
  const frames = await recordFrames(page, sampleSlideshow);
  await gpu(page);
  await r.getByRole("button", { name: "Next slide" }).click();
  await expectSlide(r, 2);
  await r.getByRole("button", { name: "Next slide" }).click();
  await expect(r).toHaveAttribute("data-state", "running");
  await r.locator(".slideshow__canvas canvas").evaluate((c: HTMLCanvasElement) => {
    const gl = (c.getContext("webgl2") ?? c.getContext("webgl")) as WebGLRenderingContext;
    gl.getExtension("WEBGL_lose_context")!.loseContext();
  });
  await expectSlide(r, 3);
  await expect(r).toHaveAttribute("data-renderer", "dom");
  // As many frames again after the loss as a strip's fade would take, and more.
  const lostAt = (await frames()).length;
  await expect.poll(async () => (await frames()).length - lostAt).toBeGreaterThan(30);
  const recorded = await frames();
  expect(recorded.some((f) => f.canvas)).toBe(true);
  // From the loss on the DOM shows the change's slide, settled.
  expect(recorded.at(-1)).toMatchObject({ canvas: false, slide: 2, slideShown: 1, settled: true });
  expect(unseamly(recorded)).toEqual([]);
});
