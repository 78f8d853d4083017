import { eventTime, positionsIn } from "../platform/eventTime.ts";
import type { Drag, Drags } from "./dragSession.ts";
import { type PressWatcher, watchPresses } from "./pointers.ts";

/**
 * Where a press means the control, not a drag (after Swiper's noSwipingSelector): a field for any
 * pointer; a button too for a mouse, whose press there must stay a click. A finger may start a drag on a
 * button or a link, as on a phone's native lists; the click that ends a drag is swallowed.
 */
const FIELDS = "input, select, option, textarea, video, [contenteditable]";
const MOUSE_CONTROLS = `${FIELDS}, button, label`;
const CLICK_AFTER_DRAG_MS = 100;

/**
 * Text the page lets a visitor select (its style's user-select is not none): a mouse press there selects
 * it, as in any document, and a drag that pages starts on a picture or between the lines.
 */
function selectableText(el: Element): boolean {
  const text = el.closest("p, h1, h2, h3, h4, h5, h6");
  if (!text) return false;
  const style = getComputedStyle(text);
  return (style.userSelect || style.webkitUserSelect) !== "none";
}

/**
 * A touch, or a mouse drag with the primary button, on `element` as drags (dragSession.ts): no text
 * selection or native image drag meanwhile, and the click that ends a drag is not a press. The pointers
 * are pointers.ts's, shared with every other gesture on the surface. Returns the cleanup.
 */
export function watchPointerDrags(element: HTMLElement, drags: Drags): () => void {
  // The click that ends a drag (its event time within CLICK_AFTER_DRAG_MS of the release) is not a press.
  let draggedAt = Number.NEGATIVE_INFINITY;
  const swallowClick = (e: Event) => {
    if (e.timeStamp - draggedAt > CLICK_AFTER_DRAG_MS) return;
    e.preventDefault();
    e.stopPropagation();
  };
  let drag: Drag | undefined;
  const watcher: PressWatcher = {
    down(press, e) {
      drag = undefined;
      if (e.pointerType === "mouse" && e.button !== 0) return;
      const controls = e.pointerType === "mouse" ? MOUSE_CONTROLS : FIELDS;
      if (e.target instanceof Element && e.target.closest(controls)) return;
      if (e.pointerType === "mouse" && e.target instanceof Element && selectableText(e.target)) return;
      drag = drags.begin(press);
      // No text selection, no native drag of the picture. The pointer is captured only once it drags,
      // so a plain click still lands on the link or item under it.
      if (e.pointerType === "mouse") e.preventDefault();
    },
    move(press, e) {
      const positions = positionsIn(e);
      for (const [i, at] of positions.entries()) {
        const last = i === positions.length - 1;
        if (!drag?.step(at.x - press.x, at.y - press.y, at.t, last)) continue;
        if (press.type === "mouse" && !element.hasPointerCapture?.(press.id))
          element.setPointerCapture?.(press.id);
        if (e.cancelable) e.preventDefault();
      }
    },
    up(_press, e) {
      const ended = drag?.finish(e.type === "pointercancel", eventTime(e));
      drag = undefined;
      if (ended?.moved) draggedAt = e.timeStamp;
    },
  };
  const unwatch = watchPresses(element, watcher);
  element.addEventListener("click", swallowClick, { capture: true });
  return () => {
    unwatch();
    element.removeEventListener("click", swallowClick, { capture: true });
  };
}
