import type { EaseFunction } from "../../motion/ease.ts";
import type { Change } from "./model.ts";
import type { ChangeMotion } from "./transitions/index.ts";

/*
 * The slideshow's motion under a drag (behaviour.md 11). The finger drives the change's progress
 * through motion/fingerProgress.ts: slideLeft and slideRight (the slide family's horizontal axis) keep
 * the moving edge under the finger, 1:1 like Swiper, and their incoming slide enters from the side the
 * finger pulls from (a drag to the left brings it in from the right edge, whatever the configured
 * side) and opaque from its first pixel (a press fades it in as it slides; under a finger the fade left
 * the first quarter of a phone's drag a faint band); every other transition (slideUp, slideDown, the crossfade, blinds, boxes, the catalogue) maps
 * distance to time, each piece keeping its ease and stagger.
 */

/** Whether the finger drags the incoming slide's edge itself. */
export const followsFinger = (name: string) => name === "slideLeft" || name === "slideRight";

/** The ease of the edge under the finger, for fingerProgress: a horizontal slide's; none for the rest. */
export const fingerEdge = (motion: ChangeMotion): EaseFunction | undefined =>
  followsFinger(motion.name) ? motion.ease.fn : undefined;

/**
 * The change's motion under a drag: a horizontal slide enters, opaque, from the side the finger pulls
 * from (its `from` without alpha: the pieces keep their settled opacity).
 */
export function draggedMotion(motion: ChangeMotion, direction: Change["direction"]): ChangeMotion {
  if (!followsFinger(motion.name)) return motion;
  const { alpha: _, ...from } = motion.spec.from;
  const ox = direction === "forward" ? 1 : -1;
  return { ...motion, spec: { ...motion.spec, from: { ...from, ox } } };
}
