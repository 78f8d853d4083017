import { createDragDecider, type DragDecider } from "./dragRule.ts";
import { eventTime, positionsIn } from "./eventTime.ts";

type Watch = {
  /** The area a touch starting on `target` swipes over, if one takes swipes now. */
  areaAt: (target: Element) => Element | undefined;
  /** A swipe over `area`: left stands for Next, right for Previous (the caller knows which buttons). */
  swiped: (area: Element, direction: "left" | "right") => void;
  signal: AbortSignal;
};

/**
 * Horizontal swipes of a finger over an area that takes them (the dormant slideshow's and strip's
 * stages), told apart by the rule an awake drag follows (dragRule.ts: 50 px or a flick, at the moves'
 * own times), from the same pointer events (a touchmove is not sent for a finger's first few px), and
 * handed on with their direction. Passive listeners: the stages' `touch-action: pan-y` already keeps
 * horizontal pans from the browser, which cancels the pointer of a vertical one (no swipe).
 */
export function watchEarlySwipes({ areaAt, swiped, signal }: Watch): void {
  let touch: { id: number; area: Element; x: number; y: number; decider: DragDecider } | undefined;
  const options = { capture: true, passive: true, signal };
  const listen = (type: string, listener: (event: PointerEvent) => void) =>
    window.addEventListener(type, listener as EventListener, options);
  listen("pointerdown", (event) => {
    const area = event.target instanceof Element ? areaAt(event.target) : undefined;
    // A second finger makes it a pinch, which is not held: no swipe.
    const finger = event.isPrimary && event.pointerType !== "mouse";
    touch =
      area && finger
        ? { id: event.pointerId, area, x: event.clientX, y: event.clientY, decider: createDragDecider() }
        : undefined;
  });
  listen("pointermove", (event) => {
    if (event.pointerId !== touch?.id) return;
    for (const at of positionsIn(event)) touch.decider.sample(at.x - touch.x, at.y - touch.y, at.t);
  });
  listen("pointerup", (event) => {
    const start = touch;
    if (event.pointerId !== start?.id) return;
    touch = undefined;
    const release = start.decider.release(eventTime(event));
    if (release.completes) swiped(start.area, release.dx < 0 ? "left" : "right");
  });
  listen("pointercancel", () => {
    touch = undefined;
  });
}
