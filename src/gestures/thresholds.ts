/** SPEC.md 9's touch constants. */
export const SWIPE_DISTANCE = 50;
/** A swipe whose finger drifts vertically by more than this is a scroll, not a swipe. */
export const SWIPE_MAX_VERTICAL = 10;
export const PRESS_TIME = 750;
export const PINCH_THRESHOLD = 0.5;
/** Vertical page scrolling stays the browser's: only horizontal pans and pinches reach the widget. */
export const TOUCH_ACTION = "pan-y";

export type SwipeDirection = "left" | "right";

/**
 * What a finished horizontal pan was: a swipe left or right when it travelled at least SWIPE_DISTANCE
 * sideways and never drifted more than SWIPE_MAX_VERTICAL up or down; otherwise nothing.
 */
export function classifySwipe(dx: number, maxVerticalDrift: number): SwipeDirection | undefined {
  if (Math.abs(maxVerticalDrift) > SWIPE_MAX_VERTICAL) return undefined;
  if (dx <= -SWIPE_DISTANCE) return "left";
  if (dx >= SWIPE_DISTANCE) return "right";
  return undefined;
}
