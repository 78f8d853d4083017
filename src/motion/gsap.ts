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
