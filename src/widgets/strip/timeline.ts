import type { gsap } from "gsap";
import { namedTimeline } from "../../motion/timeline.ts";
import type { StripPlay } from "./animations.ts";
import type { Phase } from "./placement.ts";

/** One moving piece of a page change (a card, or the whole list): its eased progress, 0 at rest, 1 away. */
export type StripPiece = { p: number };

/**
 * The timeline of one half of a page change, named "strip:<animation>-<phase>" for the debug panel:
 * the pieces, already in play order, leave (p 0 to 1) or enter (p 1 to 0) over the animation's
 * duration, each `stagger` after the one before, with the strip's ease, at the change's time scale (the
 * slideshow's rule: its times are the tuned ms, its speed the debug panel's). Paused; the caller sets it.
 */
export function buildStripTimeline(play: StripPlay, phase: Phase, pieces: StripPiece[]): gsap.core.Timeline {
  const { duration, stagger } = play.motion;
  const timeline = namedTimeline("strip", `${play.name}-${phase}`).timeScale(play.timeScale);
  const [from, to] = phase === "leave" ? [0, 1] : [1, 0];
  pieces.forEach((piece, i) => {
    timeline.fromTo(
      piece,
      { p: from },
      { p: to, duration: duration / 1000, ease: play.ease.gsap, immediateRender: true },
      (i * stagger) / 1000,
    );
  });
  return timeline;
}

/**
 * An ended change as one timeline, "strip:<animation>", for the debug panel's GSDevTools (which shows
 * the last named one): the leave, then the enter from the seam (`seam` ms). Its halves run at 1x in it
 * and it plays at the change's time scale, so its times stay the tuned ms. It stands at its end, as the
 * stage does.
 */
export function wholeChange(
  play: StripPlay,
  leave: gsap.core.Timeline,
  enter: gsap.core.Timeline,
  seam: number,
) {
  const whole = namedTimeline("strip", play.name).timeScale(play.timeScale);
  whole.add(leave.paused(false).timeScale(1), 0).add(enter.paused(false).timeScale(1), seam / 1000);
  return whole.progress(1, true);
}
