import Hammer from "hammerjs";
import {
  classifySwipe,
  PINCH_THRESHOLD,
  PRESS_TIME,
  type SwipeDirection,
  TOUCH_ACTION,
} from "./thresholds.ts";

/**
 * What a widget does on each gesture. Every one of them must also be reachable from a button (a swipe
 * has previous and next, a hold has pause, a pinch has zoom and close), so none is the only way.
 */
export type GestureHandlers = {
  swipe?: (direction: SwipeDirection) => void;
  /** A finger held still for PRESS_TIME ms; `release` when it lifts. */
  hold?: () => void;
  release?: () => void;
  /** Scale relative to the pinch's start, and its centre in element coordinates. */
  pinch?: (scale: number, center: { x: number; y: number }) => void;
  pinchEnd?: (scale: number) => void;
};

export type Gestures = { destroy(): void };

/**
 * One Hammer manager on `element` with SPEC.md 9's thresholds and touch-action pan-y. Create it in an
 * effect and destroy it in that effect's cleanup; destroy() is safe to call twice.
 */
export function createGestures(element: HTMLElement, on: GestureHandlers): Gestures {
  const manager = new Hammer.Manager(element, { touchAction: TOUCH_ACTION, recognizers: [] });
  manager.add(new Hammer.Pan({ direction: Hammer.DIRECTION_ALL, threshold: 1 }));
  manager.add(new Hammer.Press({ time: PRESS_TIME, threshold: 9 }));
  if (on.pinch || on.pinchEnd) manager.add(new Hammer.Pinch({ threshold: PINCH_THRESHOLD }));
  // A pan may drift; the largest vertical drift decides whether it still counts as a swipe.
  let drift = 0;
  manager.on("panstart", (e) => {
    drift = Math.abs(e.deltaY);
  });
  manager.on("panmove", (e) => {
    drift = Math.max(drift, Math.abs(e.deltaY));
  });
  manager.on("panend", (e) => {
    if (e.pointers.length > 1 || e.maxPointers > 1) return;
    const direction = classifySwipe(e.deltaX, Math.max(drift, Math.abs(e.deltaY)));
    if (direction) on.swipe?.(direction);
  });
  manager.on("press", () => on.hold?.());
  manager.on("pressup", () => on.release?.());
  const rect = () => element.getBoundingClientRect();
  manager.on("pinchstart pinchmove", (e) => {
    const r = rect();
    on.pinch?.(e.scale, { x: e.center.x - r.left, y: e.center.y - r.top });
  });
  manager.on("pinchend pinchcancel", (e) => on.pinchEnd?.(e.scale));
  let destroyed = false;
  return {
    destroy() {
      if (destroyed) return;
      destroyed = true;
      manager.destroy();
    },
  };
}
