import { createDragDecider, type DragDecider, type DragHandlers, type Release } from "./drag.ts";
import type { SwipeDirection } from "./thresholds.ts";

/** ms without a wheel event that ends a trackpad's swipe (its momentum events come every frame). */
export const WHEEL_END_MS = 150;
/**
 * Where a press means the control, not a drag (after Swiper's noSwipingSelector): a field for any
 * pointer; a button too for a mouse, whose press there must stay a click. A finger may start a drag on a
 * button or a link, as on a phone's native lists; the click that ends a drag is swallowed.
 */
const FIELDS = "input, select, option, textarea, video, [contenteditable]";
const MOUSE_CONTROLS = `${FIELDS}, button, label`;
const LINE_PX = 16;
const CLICK_AFTER_DRAG_MS = 100;

type On = { drag?: DragHandlers; swipe?: (direction: SwipeDirection) => void };

/**
 * One code path for every horizontal drag on `element`: a touch, a mouse drag with the primary button
 * (no text selection or native image drag meanwhile) and a trackpad's two-finger swipe (wheel deltaX).
 * Each is fed to the same decider (drag.ts); a widget that follows drags gets `drag`, one that does not
 * gets `swipe` when a drag completes. Time is performance.now(), so page.clock steps it. Returns the
 * cleanup.
 */
export function watchDrags(element: HTMLElement, on: On): () => void {
  /** `following`: the widget follows this drag; `moved`: it was a drag, so no click of a card follows. */
  /** `pinch`: a second finger came down before the drag was followed: a pinch, never a drag or swipe. */
  let session: { decider: DragDecider; following: boolean; moved: boolean; pinch?: boolean } | undefined;
  // The click that ends a drag (its event time within CLICK_AFTER_DRAG_MS of the release) is not a press.
  let draggedAt = Number.NEGATIVE_INFINITY;
  const swallowClick = (e: Event) => {
    if (e.timeStamp - draggedAt > CLICK_AFTER_DRAG_MS) return;
    e.preventDefault();
    e.stopPropagation();
  };

  const step = (dx: number, dy: number, event: Event) => {
    if (!session || session.pinch) return;
    const s = session.decider.sample(dx, dy, performance.now());
    if (s.kind === "start") {
      session.following = on.drag?.start() ?? false;
      if (session.following) on.drag?.move(s.dx);
    } else if (s.kind === "move" && session.following) {
      on.drag?.move(s.dx);
    } else if (s.kind === "scroll" && session.following) {
      session.following = false;
      on.drag?.end({ ...session.decider.release(), completes: false });
    }
    if (!session.decider.following()) return;
    if (!session.moved && pointer && event instanceof PointerEvent && event.pointerType === "mouse") {
      element.setPointerCapture?.(pointer.id);
    }
    session.moved = true;
    if (event.cancelable) event.preventDefault();
  };
  /** `at`: the release's event time, or undefined for a trackpad (its last wheel event was its end). */
  const finish = (taken: boolean, at?: number) => {
    if (!session) return;
    const letGo = session.decider.release(at === undefined ? undefined : performance.now());
    const release: Release = taken ? { ...letGo, completes: false } : letGo;
    if (session.following) on.drag?.end(release);
    else if (release.completes && !session.pinch) on.swipe?.(release.dx < 0 ? "left" : "right");
    if (session.moved && at !== undefined) draggedAt = at;
    session = undefined;
  };

  let pointer: { id: number; x: number; y: number } | undefined;
  const down = (e: PointerEvent) => {
    // A second finger on a followed drag does nothing; before, it makes the touch a pinch.
    if (!e.isPrimary && session && !session.following) session.pinch = true;
    if (!e.isPrimary || (e.pointerType === "mouse" && e.button !== 0)) return;
    const controls = e.pointerType === "mouse" ? MOUSE_CONTROLS : FIELDS;
    if (e.target instanceof Element && e.target.closest(controls)) return;
    pointer = { id: e.pointerId, x: e.clientX, y: e.clientY };
    session = { decider: createDragDecider(), following: false, moved: false };
    // No text selection, no native drag of the picture. The pointer is captured only once it drags
    // (step), so a plain click still lands on the link or item under it.
    if (e.pointerType === "mouse") e.preventDefault();
  };
  const move = (e: PointerEvent) => {
    if (e.pointerId === pointer?.id) step(e.clientX - pointer.x, e.clientY - pointer.y, e);
  };
  const up = (e: PointerEvent) => {
    if (e.pointerId !== pointer?.id) return;
    pointer = undefined;
    finish(e.type === "pointercancel", e.timeStamp);
  };

  let wheel: { dx: number; dy: number; timer: number } | undefined;
  const scroll = (e: WheelEvent) => {
    if (e.ctrlKey || pointer) return; // a trackpad's pinch, or a drag already on
    const unit = e.deltaMode === WheelEvent.DOM_DELTA_LINE ? LINE_PX : 1;
    if (!wheel) {
      if (Math.abs(e.deltaX) <= Math.abs(e.deltaY)) return; // a page scroll, not a sideways swipe
      wheel = { dx: 0, dy: 0, timer: 0 };
      session = { decider: createDragDecider(), following: false, moved: false };
    }
    // Fingers moving left scroll right (deltaX > 0): the same as a drag to the left.
    wheel.dx -= e.deltaX * unit;
    wheel.dy -= e.deltaY * unit;
    clearTimeout(wheel.timer);
    wheel.timer = window.setTimeout(() => {
      wheel = undefined;
      finish(false);
    }, WHEEL_END_MS);
    step(wheel.dx, wheel.dy, e);
  };

  element.addEventListener("click", swallowClick, { capture: true });
  element.addEventListener("pointerdown", down);
  element.addEventListener("pointermove", move);
  element.addEventListener("pointerup", up);
  element.addEventListener("pointercancel", up);
  element.addEventListener("wheel", scroll, { passive: false });
  return () => {
    if (wheel) clearTimeout(wheel.timer);
    if (session?.following) on.drag?.end({ dx: 0, velocity: 0, completes: false });
    session = undefined;
    element.removeEventListener("click", swallowClick, { capture: true });
    element.removeEventListener("pointerdown", down);
    element.removeEventListener("pointermove", move);
    element.removeEventListener("pointerup", up);
    element.removeEventListener("pointercancel", up);
    element.removeEventListener("wheel", scroll);
  };
}
