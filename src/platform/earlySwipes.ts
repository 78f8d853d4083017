import { createDragDecider, type DragDecider } from "./dragRule.ts";
import { eventTime } from "./eventTime.ts";

type Watch = {
  /** The area a touch starting on `target` swipes over, if one takes swipes now. */
  areaAt: (target: Element) => Element | undefined;
  /** A swipe over `area`: left stands for Next, right for Previous (the caller knows which buttons). */
  swiped: (area: Element, direction: "left" | "right") => void;
  signal: AbortSignal;
};

/**
 * Horizontal swipes over an area that takes them (the dormant slideshow's and strip's stages), told
 * apart by the rule an awake drag follows (dragRule.ts: 50 px, or a flick, at the touches' own times)
 * and handed on with their direction. Passive listeners: the stages' `touch-action: pan-y` already
 * keeps horizontal pans from the browser.
 */
export function watchEarlySwipes({ areaAt, swiped, signal }: Watch): void {
  let touch: { area: Element; x: number; y: number; decider: DragDecider } | undefined;
  const sample = (event: TouchEvent, at: Touch | undefined) => {
    if (touch && at) touch.decider.sample(at.clientX - touch.x, at.clientY - touch.y, eventTime(event));
  };
  const options = { capture: true, passive: true, signal };
  window.addEventListener(
    "touchstart",
    (event) => {
      const first = event.touches[0];
      const area = event.target instanceof Element ? areaAt(event.target) : undefined;
      // A second finger makes it a pinch, which is not held: no swipe.
      touch =
        area && first && event.touches.length === 1
          ? { area, x: first.clientX, y: first.clientY, decider: createDragDecider() }
          : undefined;
    },
    options,
  );
  window.addEventListener("touchmove", (event) => sample(event, event.touches[0]), options);
  window.addEventListener(
    "touchend",
    (event) => {
      const start = touch;
      touch = undefined;
      // Let go where it last moved, as an awake drag is (gestures/pointerDrags.ts).
      const release = start?.decider.release(eventTime(event));
      if (start && release?.completes) swiped(start.area, release.dx < 0 ? "left" : "right");
    },
    options,
  );
  window.addEventListener("touchcancel", () => (touch = undefined), options);
}
