import { type Browser, type CDPSession, chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "../chromium.ts";

/** Where a bench runs: Chromium's flags, the window, its device pixel ratio, the display's refresh. */
export type BenchSetup = {
  args: readonly string[];
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  hz: number;
};

/** Today's software table: SwiftShader WebGL, 1280 x 900 at dpr 1. */
export const SOFTWARE: BenchSetup = {
  args: CHROMIUM_ARGS,
  viewport: { width: 1280, height: 900 },
  deviceScaleFactor: 1,
  hz: 60,
};

/** A page of a fresh Chromium as `setup` says (touch too, where asked), with a CDP session measuring its main thread. */
export async function benchPage(
  setup: BenchSetup,
  { hasTouch = false } = {},
): Promise<{ browser: Browser; page: Page; cdp: CDPSession }> {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: [...setup.args] });
  const page = await browser.newPage({
    viewport: setup.viewport,
    deviceScaleFactor: setup.deviceScaleFactor,
    hasTouch,
  });
  // tsx keeps function names with an `__name` helper that functions sent to the page would miss.
  await page.addInitScript("globalThis.__name = (target) => target;");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  return { browser, page, cdp };
}

/**
 * One animation run as the main thread and the screen saw it: frames drawn; scripting and all task time
 * per frame (CDP Performance metrics); the rAF intervals' mean, 95th percentile and longest; and the
 * frames missed at `hz` (an interval of two refreshes missed one).
 */
export type FrameCost = {
  frames: number;
  scriptMs: number;
  taskMs: number;
  longestMs: number;
  meanMs: number;
  p95Ms: number;
  missed: number;
};

/** Resolves once the page's main thread has had two idle periods in a row: nothing is starting up. */
export async function mainThreadIdle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestIdleCallback(() => requestIdleCallback(() => done(), { timeout: 2000 })),
      ),
  );
}

/** The statistics of frame intervals in ms, at a display refresh of `hz`. */
export function intervalStats(intervals: readonly number[], hz = 60) {
  const sorted = [...intervals].sort((a, b) => a - b);
  const refresh = 1000 / hz;
  return {
    longestMs: sorted.at(-1) ?? 0,
    meanMs: sorted.reduce((n, t) => n + t, 0) / Math.max(1, sorted.length),
    p95Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0,
    missed: sorted.reduce((n, t) => n + Math.max(0, Math.round(t / refresh) - 1), 0),
  };
}

/** Runs `play` and measures it: CDP Performance metrics for the main thread, rAF for the frames. */
export async function measureFrames(
  page: Page,
  cdp: CDPSession,
  play: () => Promise<unknown>,
  hz = 60,
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
  const intervals = times.slice(1).map((t, i) => t - (times[i] as number));
  return {
    frames,
    scriptMs: ((after.script - before.script) * 1000) / frames,
    taskMs: ((after.task - before.task) * 1000) / frames,
    ...intervalStats(intervals, hz),
  };
}
