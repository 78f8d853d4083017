import { gsap } from "gsap";
import { REDUCED_MOTION } from "./reducedMotion.ts";

let registered = false;

/**
 * GSAP set-up, once per page: no lag smoothing, so a timeline's time is the page's time (a slow
 * software-rendered frame, or Playwright's page.clock, moves it exactly).
 */
export function registerMotion(): typeof gsap {
  if (!registered) {
    gsap.ticker.lagSmoothing(0);
    registered = true;
  }
  return gsap;
}

/**
 * The reduced-motion policy through gsap.matchMedia: calls back with true when the visitor asks for less
 * motion and false otherwise, now and on every change. Revert the returned MatchMedia to stop.
 */
export function reducedMotionPolicy(callback: (reduced: boolean) => void): gsap.MatchMedia {
  const mm = gsap.matchMedia();
  mm.add({ reduced: REDUCED_MOTION, full: `not all and ${REDUCED_MOTION}` }, (context) => {
    callback(Boolean(context.conditions?.reduced));
  });
  return mm;
}

/**
 * Plays a timeline as if it had started at page time `startedAt` (performance.now): GSAP's clock is
 * brought up to now first, so a timeline that starts a frame or two after its cause (a later React
 * commit) still keeps the cause's time, the same on every run under Playwright's page.clock. A timeline
 * with a timeScale has moved that much less (or more) of its own time.
 */
export function playSince(timeline: gsap.core.Timeline, startedAt: number): void {
  gsap.ticker.tick();
  timeline.play((Math.max(0, performance.now() - startedAt) / 1000) * timeline.timeScale(), false);
}

/**
 * Lets go of a timeline a finger scrubbed (paused where it was seeked): it plays on to its end (1) or
 * back to its start (0) from there, at its own time scale; GSAP's clock is brought up to now first, as
 * in playSince, so the settle starts at this moment's time.
 */
export function settleTimeline(timeline: gsap.core.Timeline, to: 0 | 1): void {
  gsap.ticker.tick();
  if (to === 1) timeline.play();
  else timeline.reverse();
}
