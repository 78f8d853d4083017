import { type Browser, type CDPSession, chromium, type Locator, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "../chromium.ts";
import { mainThreadIdle } from "./frames.ts";
import {
  fingerDrag,
  PHONE,
  PHONE_DRAGGED,
  type PhoneDragged,
  type Pointer,
  probedPage,
  slowCpu,
  WIDE_PHONE_DENSITY,
} from "./phoneDrag.ts";
import { installPhoneDragProbe, type ProbedDrag } from "./phoneDragProbe.ts";
import { openFloor } from "./phoneFloor.ts";
import { openSite, routeAnimation } from "./phoneSite.ts";
import { stripMovedOn } from "./strip.ts";

/**
 * One row at one CPU rate: its first drag on the page (`cold`: it pays what happens once, such as
 * SwiftShader compiling the compositor's shaders for what the drag shows), the second (`drag`), and the
 * floor's, measured just after them in the same page.
 */
export type PhoneDragMeasure = {
  dragged: PhoneDragged;
  rate: number;
  floor: ProbedDrag;
  /** The floor that also fills its canvas as a slide change does (phoneFloor.ts); canvas rows only. */
  pixelFloor?: ProbedDrag;
  cold: ProbedDrag;
  drag: ProbedDrag;
};

/** The full-stage layers a slide change draws each frame (the outgoing slide and the incoming one). */
const FILLED_LAYERS = 2;

/** What the probe recorded, with the moves `made` (ms since the epoch) on the page's clock. */
const probed = (page: Page, made: number[]) =>
  page.evaluate(
    (made) => ({
      ...(window as unknown as { __phoneDrag(): ProbedDrag }).__phoneDrag(),
      made: made.map((t) => t - performance.timeOrigin),
    }),
    made,
  );
const reset = (page: Page) =>
  page.evaluate(() => (window as unknown as { __phoneDragReset(): void }).__phoneDragReset());

/** Each of `rows` at each of `rates`, `runs` times, each beside the floor; one browser, a context per row. */
export async function measurePhoneDrags(
  url: string,
  { rows = PHONE_DRAGGED, rates = [1, 4], runs = 1 } = {},
): Promise<PhoneDragMeasure[]> {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const measures: PhoneDragMeasure[] = [];
  try {
    for (let run = 0; run < runs; run++)
      for (const rate of rates)
        for (const dragged of rows) measures.push(await measureOne(browser, url, dragged, rate));
  } finally {
    await browser.close();
  }
  return measures;
}

/** One drag across `stage` at `rate` on a quiet page, the probe started afresh; the moves' times. */
async function dragOnce(page: Page, cdp: CDPSession, stage: Locator, pointer: Pointer, rate: number) {
  await slowCpu(cdp, rate);
  await mainThreadIdle(page);
  await reset(page);
  return fingerDrag(cdp, stage, pointer);
}

async function measureOne(browser: Browser, url: string, dragged: PhoneDragged, rate: number) {
  const context = await browser.newContext(dragged.pointer === "touch" ? { ...PHONE } : WIDE_PHONE_DENSITY);
  try {
    const { page, cdp } = await probedPage(context, installPhoneDragProbe);
    await routeAnimation(page, url, dragged);
    const stage = await openSite(page, url, dragged);
    const size = await stage.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
      return { width: Math.round(box.width), height: Math.round(height) };
    });
    const drags: ProbedDrag[] = [];
    for (const was of ["1", "2"]) {
      const made = await dragOnce(page, cdp, stage, dragged.pointer, rate);
      if (dragged.widget === "slideshow")
        await page.locator("section.slideshow[data-state='idle']").waitFor({ timeout: 30_000 });
      else await page.waitForFunction(stripMovedOn, was, { timeout: 30_000 });
      drags.push(await probed(page, made));
      await slowCpu(cdp, 1);
    }
    const floorDrag = async (layers: number) => {
      await openFloor(page, size, layers);
      const made = await dragOnce(page, cdp, page.locator("#stage"), dragged.pointer, rate);
      await page.waitForTimeout(300);
      return probed(page, made);
    };
    const floor = await floorDrag(0);
    const pixelFloor = dragged.draw === "gl" ? await floorDrag(FILLED_LAYERS) : undefined;
    return { dragged, rate, floor, pixelFloor, cold: drags[0] as ProbedDrag, drag: drags[1] as ProbedDrag };
  } finally {
    await context.close();
  }
}
