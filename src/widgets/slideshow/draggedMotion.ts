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

/** Catalogue shaders that move both pictures along `sign(direction)`, by default vertically. */
const SHIFTED_BY_DIRECTION = new Set(["Directional", "DirectionalScaled", "directional-easing"]);

/**
 * The change's motion under a drag, from the side the finger pulls from (a drag to the left, which
 * goes forward, pulls from the right): a horizontal slide enters there, opaque (its `from` without
 * alpha: the pieces keep their settled opacity); blinds that sweep one way start at that side; a
 * catalogue shader that shifts the pictures by a direction the designer left untuned shifts them along
 * the finger. Mirrored, random and box orders, and every other transition, are the press's.
 */
export function draggedMotion(motion: ChangeMotion, direction: Change["direction"]): ChangeMotion {
  const towardsLeft = direction === "forward";
  if (followsFinger(motion.name)) {
    const { alpha: _, ...from } = motion.spec.from;
    return { ...motion, spec: { ...motion.spec, from: { ...from, ox: towardsLeft ? 1 : -1 } } };
  }
  const { cut, order } = motion.spec;
  if ((cut === "blinds" || cut === "halfBlinds") && (order === "forward" || order === "backward")) {
    const leftFirst = [...motion.order].sort((a, b) => a - b);
    return { ...motion, order: towardsLeft ? leftFirst.reverse() : leftFirst };
  }
  if (motion.gl && SHIFTED_BY_DIRECTION.has(motion.gl) && !motion.params?.direction) {
    return { ...motion, params: { ...motion.params, direction: [towardsLeft ? 1 : -1, 0] } };
  }
  return motion;
}
