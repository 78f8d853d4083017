import type { Page } from "@playwright/test";

/** The longest gap between two frames `passTime` draws (page-clock ms). */
const FRAME_MS = 500;
/** page.clock's animation frames fall on multiples of 16 ms of performance.now. */
const FRAME_GRID = 16;

/**
 * Lets `ms` of page time pass on a paused page.clock as runFor does, but drawing a frame at most every
 * FRAME_MS rather than every 16 ms: each frame a GPU canvas draws costs software WebGL a tenth of a second
 * or more, and a screenshot waits for every one queued before it. Each frame falls where runFor's would
 * (the last one before each step's end), and the motion is timed by performance.now
 * (src/motion/changeClock.ts, GSAP without lag smoothing): a change draws at a given time what it would
 * after any number of frames. A timer due within a step runs once, at the step's frame.
 */
export async function passTime(page: Page, ms: number) {
  let now = await page.evaluate(() => performance.now());
  const end = now + ms;
  while (now < end) {
    const to = Math.min(end, now + FRAME_MS);
    const frame = Math.floor(to / FRAME_GRID) * FRAME_GRID;
    if (frame > now) await page.clock.fastForward(Math.ceil(frame - now));
    const rest = to - Math.max(now, frame);
    if (rest > 0) await page.clock.runFor(rest);
    now = await page.evaluate(() => performance.now());
  }
}
