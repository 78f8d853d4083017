import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { nav } from "../support/menuPage.ts";

type Script = {
  invoker: string;
  invokerType: string;
  sourceURL: string;
  sourceFunctionName: string;
  duration: number;
};
type Frame = { at: number; blocking: number; scripts: Script[] };

/**
 * From now on, the page keeps each long animation frame: when it started, its blocking time (how far
 * its tasks and rendering ran past 50 ms in one go: the main thread's share of a frame over 50 ms; a
 * frame that only the compositor made slow, software rasterising on a busy machine, blocks for 0) and
 * the scripts that ran in it.
 */
const watchFrames = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { frames: Frame[] };
    w.frames = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & Frame & { blockingDuration: number })[])
        w.frames.push({ at: e.startTime, blocking: e.blockingDuration, scripts: e.scripts });
    }).observe({ type: "long-animation-frame" });
  });

/** The press's own handlers (React's root listener), which every open and hover runs, the first as the tenth. */
const pressHandler = (s: Script) =>
  s.invokerType === "event-listener" && /\.on(click|pointer|mouse|touch|key)/.test(s.invoker);

/**
 * Waits for every animation running now to end; returns the frames until then that blocked with work
 * the press did not ask for (a GPU chunk's evaluation, a WebGL probe, an idle task), each as its
 * blocking time and scripts. Two slow cores make the press's own handlers vary from run to run (7 to
 * 60 ms, second opens included), so they are not judged here.
 */
const framesBlockedByOtherWork = async (page: Page) => {
  const frames = await page.evaluate(async () => {
    // Those bound to end: a scroll-driven one (the feature table's hint) follows the scroll, never ends.
    const ending = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.allSettled(ending.map((a) => a.finished));
    const end = performance.now();
    // Entries reach the observer after their frame: one more frame and a task later.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    return (window as unknown as { frames: Frame[] }).frames.filter((f) => f.at < end && f.blocking > 0);
  });
  // Judged: frames whose work had a script the press did not run (the stutters were a GPU chunk, a
  // WebGL probe, idle tasks). A frame blocked by rendering alone (once, 224 ms, in a full run on two
  // busy cores with software rasterising) says nothing of first-time work, and is left out.
  return frames
    .filter((f) => f.scripts.length > 0 && !f.scripts.every(pressHandler))
    .map((f) => {
      // Where the work was (a promise's continuation names no file of its own, but its function does).
      const scripts = f.scripts.map(
        (s) =>
          `${s.invoker} (${Math.round(s.duration)} ms, ${s.sourceFunctionName || "?"} in ${s.sourceURL.split("/").pop() || "?"})`,
      );
      return `${Math.round(f.blocking)} ms blocked: ${scripts.join(", ")}`;
    });
};

test.describe("the first motion is as smooth as the second", () => {
  test("the first side-panel open has no frame held up by work it did not ask for", async ({
    page,
    isMobile,
  }) => {
    if (!isMobile) await page.setViewportSize({ width: 600, height: 800 });
    await page.goto("/");
    await watchFrames(page);
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    if (isMobile) await toggle.tap();
    else await toggle.click();
    await expect(page.locator("html")).toHaveAttribute("data-side-menu", "normal");
    expect(await framesBlockedByOtherWork(page)).toEqual([]);
    await expect(nav(page)).toBeVisible();
  });

  test("the first hover on a menu item fades its panel in with no frame held up by other work", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "the desktop menu needs a mouse");
    await page.goto("/");
    await watchFrames(page);
    await nav(page).getByRole("link", { name: "Services", exact: true }).hover();
    await expect(page.locator("[data-menu-panel='1']")).toHaveAttribute("data-state", /^open/);
    expect(await framesBlockedByOtherWork(page)).toEqual([]);
    await expect(nav(page).getByRole("link", { name: "Weddings" })).toBeVisible();
  });
});
