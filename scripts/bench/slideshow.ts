import { type CDPSession, chromium, type Page } from "@playwright/test";
import { TRANSITION_NAMES, type TransitionName } from "../../src/widgets/slideshow/options.ts";
import {
  pieceCount,
  pieceOrder,
  pieceRects,
  TRANSITIONS,
} from "../../src/widgets/slideshow/transitions/index.ts";
import { arrive } from "../../tests/visitor.ts";
import { CHROMIUM_ARGS, ensureChromium } from "../chromium.ts";
import { type BaselinePlan, playDomBaseline } from "./domBaseline.ts";
import { patchPageData } from "./pageData.ts";

/** Main-thread cost of one animation run: frames drawn, scripting and all task time per frame, and the longest frame. */
export type FrameCost = { frames: number; scriptMs: number; taskMs: number; longestMs: number };
export type TransitionCost = { name: TransitionName; ours: FrameCost; baseline: FrameCost };

const CUTTING = { blinds: 24, boxes: { rows: 5, cols: 10 } };
const DURATION = 500;

/** Resolves once the page's main thread has had two idle periods in a row: nothing is starting up. */
export async function mainThreadIdle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestIdleCallback(() => requestIdleCallback(() => done(), { timeout: 2000 })),
      ),
  );
}

/** Runs `play` and measures it: CDP Performance metrics for the main thread, rAF for the frames. */
export async function measureFrames(
  page: Page,
  cdp: CDPSession,
  play: () => Promise<unknown>,
): Promise<FrameCost> {
  const metrics = async () => {
    const { metrics } = await cdp.send("Performance.getMetrics");
    const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    return { script: get("ScriptDuration"), task: get("TaskDuration") };
  };
  await page.evaluate(() => {
    const w = window as unknown as { frames_: number[]; stop_: boolean };
    w.frames_ = [];
    w.stop_ = false;
    const count = (now: number) => {
      w.frames_.push(now);
      if (!w.stop_) requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
  });
  const before = await metrics();
  await play();
  const after = await metrics();
  const times = await page.evaluate(() => {
    const w = window as unknown as { frames_: number[]; stop_: boolean };
    w.stop_ = true;
    return w.frames_;
  });
  const frames = Math.max(1, times.length - 1);
  const longestMs = times.slice(1).reduce((m, t, i) => Math.max(m, t - (times[i] as number)), 0);
  return {
    frames,
    scriptMs: ((after.script - before.script) * 1000) / frames,
    taskMs: ((after.task - before.task) * 1000) / frames,
    longestMs,
  };
}

/**
 * Main-thread cost of each GPU transition in Chromium, and of a baseline in the same run that animates
 * the same pieces as DOM elements with JavaScript on every frame. With software WebGL the frame rate
 * says little; the main-thread time per frame says how much our script, Pixi and GSAP take.
 */
export async function measureSlideshow(url: string): Promise<TransitionCost[]> {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const costs: TransitionCost[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // tsx keeps function names with an `__name` helper that functions sent to the page would miss.
    await page.addInitScript("globalThis.__name = (target) => target;");
    let current: string = TRANSITION_NAMES[0];
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const body = patchPageData(await response.text(), (data) => {
        data.gallery.settings.animation = current;
      });
      await route.fulfill({ response, body, headers: { ...response.headers(), "content-encoding": "" } });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Performance.enable");
    const stage = page.locator("section.slideshow .slideshow__stage");
    for (const name of TRANSITION_NAMES) {
      current = name;
      await page.goto(url);
      // Both GPU canvases made first, as on a page a visitor has looked over: the strip's, starting up
      // mid-transition once the press scrolled it near, would be counted as the slideshow's cost.
      await page.locator("[data-strips]").scrollIntoViewIfNeeded();
      await arrive(page);
      await page.locator(".strip__canvas canvas").waitFor({ state: "attached", timeout: 60_000 });
      await stage.scrollIntoViewIfNeeded();
      await page.locator("section.slideshow[data-renderer='gpu']").waitFor({ timeout: 60_000 });
      await mainThreadIdle(page);
      const ours = await measureFrames(page, cdp, async () => {
        await page.getByRole("button", { name: "Next slide" }).click();
        await page.locator("section.slideshow[data-state='idle']").waitFor({ timeout: 60_000 });
      });
      const spec = TRANSITIONS[name];
      const box = (await stage.boundingBox()) ?? { width: 0, height: 0 };
      const plan: BaselinePlan = {
        image: await page.evaluate(
          () => document.querySelector<HTMLImageElement>("[data-slide='2'] img")?.currentSrc ?? "",
        ),
        rects: pieceRects(spec.cut, CUTTING, Math.round(box.width), Math.round(box.height)),
        order: pieceOrder(spec.order, pieceCount(spec.cut, CUTTING)),
        stagger: spec.stagger,
        duration: DURATION,
        from: spec.from,
      };
      const baseline = await measureFrames(page, cdp, () => stage.evaluate(playDomBaseline, plan));
      costs.push({ name, ours, baseline });
    }
  } finally {
    await browser.close();
  }
  return costs;
}
