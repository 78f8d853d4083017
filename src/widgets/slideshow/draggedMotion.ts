import type { EaseFunction } from "../../motion/ease.ts";
import type { Change } from "./model.ts";
import type { ChangeMotion } from "./transitions/index.ts";

/*
 * The slideshow's motion under a drag (behaviour.md 11). The finger drives the change's progress
 * through motion/fingerProgress.ts: slideLeft and slideRight (the slide family's horizontal axis) keep
 * the moving edge under the finger, 1:1 like Swiper, and their incoming slide enters from the side the
 * finger pulls from (a drag to the left brings it in from the right edge, whatever the configured
 * side) and opaque from its first pixel (a press fades it in as it slides; under a finger the fade left
 * the first quarter of a phone's drag a faint band); one-way blinds and boxes, and catalogue shaders
 * with a direction, come from the finger's side too (draggedMotion). Every other transition (slideUp,
 * slideDown, the crossfade, blinds, boxes, the catalogue) maps distance to time, each piece keeping its
 * ease and stagger.
 */

/** Whether the finger drags the incoming slide's edge itself. */
export const followsFinger = (name: string) => name === "slideLeft" || name === "slideRight";

/** The ease of the edge under the finger, for fingerProgress: a horizontal slide's; none for the rest. */
export const fingerEdge = (motion: ChangeMotion): EaseFunction | undefined =>
  followsFinger(motion.name) ? motion.ease.fn : undefined;

/**
 * Catalogue shaders with a `direction` the designer may tune, and the x of the one that brings the new
 * picture in from the right (a drag to the left): those that shift both pictures along its sign
 * (vertically by default) go +1; those that wipe or warp the new one in from where direction·uv is
 * least (diagonally by default) go -1.
 */
const FROM_THE_RIGHT: Readonly<Record<string, 1 | -1>> = {
  Directional: 1,
  DirectionalScaled: 1,
  "directional-easing": 1,
  directionalwipe: -1,
  directionalwarp: -1,
  squareswire: -1,
};

/**
 * A one-way order (blinds, boxes) as a sweep from the side the finger pulls from: the pieces by column,
 * from the right one for a drag to the left, each column's from its top (a strip is a column of one).
 */
function sweep(motion: ChangeMotion, towardsLeft: boolean): readonly number[] {
  const n = motion.order.length;
  const cols = motion.spec.cut === "boxes" ? motion.cutting.boxes.cols : n;
  const at = (i: number) => (towardsLeft ? cols - 1 - (i % cols) : i % cols) * n + Math.floor(i / cols);
  return [...motion.order].sort((a, b) => at(a) - at(b));
}

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
  if (cut !== "whole" && (order === "forward" || order === "backward")) {
    return { ...motion, order: sweep(motion, towardsLeft) };
  }
  const x = motion.gl ? FROM_THE_RIGHT[motion.gl] : undefined;
  if (x && !motion.params?.direction) {
    return { ...motion, params: { ...motion.params, direction: [towardsLeft ? x : -x, 0] } };
  }
  return motion;
}
