import type { Page } from "@playwright/test";

/** The longest gap between two frames `passTime` draws (page-clock ms). */
const FRAME_MS = 500;

/**
 * Lets `ms` of page time pass on a paused page.clock as a slow machine would, drawing a frame at most every
 * FRAME_MS rather than every 16 ms as runFor does: each frame a GPU canvas draws costs software WebGL a
 * tenth of a second or more, and a screenshot waits for every one queued before it. The motion is timed by
 * performance.now (src/motion/changeClock.ts, GSAP without lag smoothing), so a change draws at a given
 * time what it would after any number of frames; each timer due in a step runs once, at its end.
 */
export async function passTime(page: Page, ms: number) {
  for (let left = ms; left > 0; left -= FRAME_MS) await page.clock.fastForward(Math.min(FRAME_MS, left));
}
