import Hammer from "hammerjs";
import type { DragHandlers } from "./drag.ts";
import { PINCH_THRESHOLD, PRESS_TIME, type SwipeDirection, TOUCH_ACTION } from "./thresholds.ts";
import { watchDrags } from "./watchDrags.ts";

/**
 * What a widget does on each gesture. Every one of them must also be reachable from a button (a swipe
 * has previous and next, a hold has pause, a pinch has zoom and close), so none is the only way.
 */
export type GestureHandlers = {
  swipe?: (direction: SwipeDirection) => void;
  /** A horizontal drag the widget may follow (drag.ts); without it, or when it refuses, a swipe. */
  drag?: DragHandlers;
  /** A finger held still for PRESS_TIME ms; `release` when it lifts. */
  hold?: () => void;
  release?: () => void;
  /** Scale relative to the pinch's start, and its centre in element coordinates. */
  pinch?: (scale: number, center: { x: number; y: number }) => void;
  pinchEnd?: (scale: number) => void;
};

export type Gestures = { destroy(): void };

/**
 * What Hammer writes on the element: its defaults but text selection and the long-press callout, which
 * the page's own styles decide (a card's text is selected and copied like any text; a slide is not).
 */
const CSS = {
  contentZooming: "none",
  tapHighlightColor: "rgba(0,0,0,0)",
  touchCallout: "",
  touchSelect: "",
  userDrag: "none",
  userSelect: "",
};

/**
 * One Hammer manager on `element` with behaviour.md 9's thresholds and touch-action pan-y (hold, pinch), and
 * the drags and swipes of watchDrags.ts. Create it in an effect and destroy it in that effect's
 * cleanup; destroy() is safe to call twice.
 */
export function createGestures(element: HTMLElement, on: GestureHandlers): Gestures {
  const manager = new Hammer.Manager(element, { touchAction: TOUCH_ACTION, cssProps: CSS, recognizers: [] });
  manager.add(new Hammer.Press({ time: PRESS_TIME, threshold: 9 }));
  if (on.pinch || on.pinchEnd) manager.add(new Hammer.Pinch({ threshold: PINCH_THRESHOLD }));
  const stopDrags = watchDrags(element, { drag: on.drag, swipe: on.swipe });
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
      stopDrags();
      manager.destroy();
    },
  };
}
