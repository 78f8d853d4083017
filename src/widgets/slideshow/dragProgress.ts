import type { EaseFunction } from "../../motion/ease.ts";
import type { Change } from "./model.ts";
import type { ChangeMotion } from "./transitions/index.ts";

/*
 * How a finger's drag drives a change (behaviour.md 11). `dx` is the finger's
 * distance from where it went down, `width` the stage's; the change is seeked to a progress of its own
 * time (the Scrub contract of gpu/player.ts):
 * - slideLeft and slideRight (the slide family's horizontal axis): the moving edge stays under the
 *   finger, 1:1 like Swiper. The incoming slide enters from the side the finger pulls from (a drag to
 *   the left brings it in from the right edge, whatever the configured side), and its eased position
 *   equals |dx| / width: the progress is the ease's inverse at that fraction, found by bisection so that
 *   a tuned curve works as a named one.
 * - every other transition (slideUp, slideDown, the crossfade, blinds, boxes, the catalogue): |dx| /
 *   width is the timeline's progress, linear in time; each piece keeps its ease and stagger, so a drag
 *   across half the stage shows exactly the frame a press shows at half its time.
 */

/** Whether the finger drags the incoming slide's edge itself. */
export const followsFinger = (name: string) => name === "slideLeft" || name === "slideRight";

/** The change's motion under a drag: a horizontal slide enters from the side the finger pulls from. */
export function draggedMotion(motion: ChangeMotion, direction: Change["direction"]): ChangeMotion {
  if (!followsFinger(motion.name)) return motion;
  const ox = direction === "forward" ? 1 : -1;
  return { ...motion, spec: { ...motion.spec, from: { ...motion.spec.from, ox } } };
}

/**
 * The t in 0..1 where `ease(t)` reaches `y`, by bisection: assumes ease(0) = 0 and ease(1) = 1; for a
 * curve that overshoots (back, elastic) it finds the first crossing.
 */
export function invertEase(ease: EaseFunction, y: number): number {
  if (y <= 0) return 0;
  if (y >= 1) return 1;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (ease(mid) < y) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The progress (0..1 of its own time) of a change dragged `dx` px across a stage `width` px wide. */
export function dragProgress(motion: ChangeMotion, dx: number, width: number): number {
  const along = Math.min(1, Math.abs(dx) / Math.max(1, width));
  return followsFinger(motion.name) ? invertEase(motion.ease.fn, along) : along;
}

/**
 * How fast a released change settles, in times its own pace: no slower than the finger was moving
 * (`velocity` px/ms over a stage `width` px wide is |velocity| / width of the drag's progress a ms; the
 * change's own time is its total at time scale 1), and no slower than the playback's time scale.
 */
export function settleSpeed(motion: ChangeMotion, velocity: number, width: number): number {
  const ownMs = motion.total * motion.timeScale;
  return Math.max(motion.timeScale, (Math.abs(velocity) / Math.max(1, width)) * ownMs);
}
