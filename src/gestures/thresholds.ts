/** behaviour.md 9's touch constants; the drag's and the swipe's, shared with the early hold, are in platform/dragRule.ts. */
export {
  DRAG_START,
  FLICK_VELOCITY,
  FLICK_WINDOW,
  releaseCompletes,
  SWIPE_DISTANCE,
  SWIPE_MAX_VERTICAL,
} from "../platform/dragRule.ts";

export const PRESS_TIME = 750;
export const PINCH_THRESHOLD = 0.5;
/** Vertical page scrolling stays the browser's: only horizontal pans and pinches reach the widget. */
export const TOUCH_ACTION = "pan-y";

export type SwipeDirection = "left" | "right";
