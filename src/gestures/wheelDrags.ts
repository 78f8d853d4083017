import { eventTime } from "../platform/eventTime.ts";
import type { Drag, Drags } from "./dragSession.ts";

/**
 * ms between a trackpad's wheel events, by their own times, that ends its swipe (its momentum events
 * come every frame).
 */
export const WHEEL_END_MS = 150;
const LINE_PX = 16;

type Swipe = { drag: Drag; dx: number; dy: number; last: number; timer: number; frame: number };

/**
 * A trackpad's two-finger sideways swipe (wheel deltaX) on `element` as one drag (dragSession.ts). It
 * ends by its wheel events' own times (eventTime.ts), not by when the page handled them: a wheel event
 * WHEEL_END_MS after the one before starts another swipe, and with none, the swipe ends WHEEL_END_MS
 * after its last. That end is decided in an animation frame, since a timer can run after a stall
 * before the wheel events queued meanwhile, which a browser hands over before the next frame's
 * callbacks: a stall never splits one swipe into two. Returns the cleanup.
 */
export function watchWheelDrags(element: HTMLElement, drags: Drags): () => void {
  let swipe: Swipe | undefined;
  const stopTimers = (s: Swipe) => {
    clearTimeout(s.timer);
    cancelAnimationFrame(s.frame);
  };
  const end = () => {
    const over = swipe;
    if (!over) return;
    swipe = undefined;
    stopTimers(over);
    over.drag.finish(false);
  };
  const endUnlessMore = () => {
    if (!swipe) return;
    swipe.frame = requestAnimationFrame(() => {
      if (swipe && performance.now() - swipe.last >= WHEEL_END_MS) end();
      else armEnd();
    });
  };
  const armEnd = () => {
    if (!swipe) return;
    clearTimeout(swipe.timer);
    swipe.timer = window.setTimeout(endUnlessMore, swipe.last + WHEEL_END_MS - performance.now());
  };
  const onWheel = (e: WheelEvent) => {
    if (e.ctrlKey || drags.pressed()) return; // a trackpad's pinch, or a pointer's drag already on
    const t = eventTime(e);
    if (swipe && t - swipe.last > WHEEL_END_MS) end(); // the fingers paused: that swipe was over
    if (!swipe) {
      if (Math.abs(e.deltaX) <= Math.abs(e.deltaY)) return; // a page scroll, not a sideways swipe
      swipe = { drag: drags.begin(), dx: 0, dy: 0, last: t, timer: 0, frame: 0 };
    }
    const unit = e.deltaMode === WheelEvent.DOM_DELTA_LINE ? LINE_PX : 1;
    // Fingers moving left scroll right (deltaX > 0): the same as a drag to the left.
    swipe.dx -= e.deltaX * unit;
    swipe.dy -= e.deltaY * unit;
    swipe.last = t;
    armEnd();
    if (swipe.drag.step(swipe.dx, swipe.dy, t) && e.cancelable) e.preventDefault();
  };
  element.addEventListener("wheel", onWheel, { passive: false });
  return () => {
    if (swipe) stopTimers(swipe);
    swipe = undefined;
    element.removeEventListener("wheel", onWheel);
  };
}
