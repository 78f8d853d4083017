import { settlePace } from "../../motion/changeClock.ts";
import type { Effect } from "./options.ts";

/** Which way the panel goes out of view: +1 for a panel on the right, -1 for one on the left. */
export type Outward = 1 | -1;

/**
 * Whether the panel follows a closing drag: every effect that slides it in sideways. "open" shows it
 * at once and "topfixed" drops it from the top; with those a completed drag is a swipe, as before.
 */
export const followsDrags = (effect: Effect) => effect !== "open" && effect !== "topfixed";

/**
 * Where the panel is drawn (its translateX, px) when a drag that began with it at `from` has gone `dx`
 * px: the finger's distance, 1:1, but never past its open place (0) the other way nor further out than
 * its width.
 */
export function followX(from: number, dx: number, outward: Outward, width: number): number {
  const out = Math.min(Math.max(outward * (from + dx), 0), width);
  return outward * out || 0; // no -0
}

/**
 * How long the rest of the motion takes: a press's duration for the whole width, in proportion to the
 * `distance` left, at the pace every released change settles at (motion/changeClock.ts's settlePace:
 * never slower than a press's, nor than the finger going that way at `speed` px/ms).
 */
export function settleMs(distance: number, width: number, duration: number, speed = 0): number {
  const left = Math.min(Math.abs(distance), width);
  const even = width > 0 ? (duration * left) / width : 0;
  return Math.round(even / settlePace(Math.max(0, speed), width, duration));
}
