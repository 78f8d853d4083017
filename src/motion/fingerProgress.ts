import type { EaseFunction } from "./ease.ts";

/**
 * How far through its own time a finger `dx` px from where it went down holds a change, on a stage
 * `width` px wide (behaviour.md 11), for every widget that follows a drag:
 * - by default distance is time: |dx| / width of the stage is |dx| / width of the change's time, linear,
 *   and each piece keeps its ease and stagger, so a drag held at half the width shows the frame a press
 *   shows at half its time;
 * - given the `edge` ease of a piece whose moving edge the finger drags (the slideshow's slideLeft and
 *   slideRight), the edge stays under the finger: its eased position is |dx| / width, so the progress
 *   is the ease's inverse there.
 */
export function fingerProgress(dx: number, width: number, edge?: EaseFunction): number {
  return Math.min(1, caughtProgress(0, Math.abs(dx), width, edge));
}

/**
 * The same for a change a finger caught at progress `from` (the slideshow's change still settling):
 * `along` px towards its end (negative: back) from where it was caught, by the same rule. Below 0 or
 * above 1 when the finger has gone past its start or its end: there the finger is beyond this change.
 */
export function caughtProgress(from: number, along: number, width: number, edge?: EaseFunction): number {
  const position = (edge ? edge(from) : from) + (width > 0 ? along / width : 0);
  if (position <= 0 || position >= 1 || !edge) return position;
  return invertEase(edge, position);
}

/**
 * The t in 0..1 where `ease(t)` reaches `y`, by bisection (so a tuned curve works as a named one):
 * assumes ease(0) = 0 and ease(1) = 1; for a curve that overshoots (back, elastic) it finds the first
 * crossing.
 */
export function invertEase(ease: EaseFunction, y: number): number {
  if (y <= 0) return 0;
  if (y >= 1) return 1;
  return firstReaching(ease, y, 1);
}

/** The first x in 0..`end` where `grows` (which never falls) reaches `y`, by bisection. */
export function firstReaching(grows: (x: number) => number, y: number, end: number): number {
  let lo = 0;
  let hi = end;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (grows(mid) < y) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
