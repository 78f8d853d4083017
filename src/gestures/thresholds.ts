/** behaviour.md 9's touch constants. */
export const SWIPE_DISTANCE = 50;
/** A swipe whose finger drifts vertically by more than this is a scroll, not a swipe. */
export const SWIPE_MAX_VERTICAL = 10;
export const PRESS_TIME = 750;
export const PINCH_THRESHOLD = 0.5;
/** Vertical page scrolling stays the browser's: only horizontal pans and pinches reach the widget. */
export const TOUCH_ACTION = "pan-y";
/**
 * px sideways before a drag starts to follow the finger (Embla's drag threshold): a tap or the start of
 * a scroll never starts a change.
 */
export const DRAG_START = 10;
/**
 * px per ms sideways, over the last FLICK_WINDOW ms before release, that completes a drag shorter than
 * SWIPE_DISTANCE: 0.3 px/ms is 300 px/s, a quick flick of the thumb (a slow drag of 40 px moves at under
 * 0.1 px/ms; Swiper's short swipe is a release within 300 ms).
 */
export const FLICK_VELOCITY = 0.3;
export const FLICK_WINDOW = 100;

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

/**
 * Whether a drag let go at `dx` px from its start, moving at `velocity` px/ms (both negative leftwards),
 * completes the change it drives (the one towards `dx`'s side): the finger is at least SWIPE_DISTANCE
 * from where it went down, or it flicked that way at FLICK_VELOCITY or more. Otherwise it runs back.
 */
export function releaseCompletes(dx: number, velocity: number): boolean {
  if (dx === 0) return false;
  const along = Math.sign(dx);
  return Math.abs(dx) >= SWIPE_DISTANCE || velocity * along >= FLICK_VELOCITY;
}
