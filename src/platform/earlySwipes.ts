/** behaviour.md 9's swipe: "left", "right", or undefined for no swipe (gestures/thresholds.ts). */
export type ClassifySwipe = (dx: number, maxVerticalDrift: number) => "left" | "right" | undefined;

type Watch = {
  /** The area a touch starting on `target` swipes over, if one takes swipes now. */
  areaAt: (target: Element) => Element | undefined;
  classify: ClassifySwipe;
  /** A swipe over `area`: left stands for Next, right for Previous (the caller knows which buttons). */
  swiped: (area: Element, direction: "left" | "right") => void;
  signal: AbortSignal;
};

/**
 * Horizontal swipes over an area that takes them (the dormant slideshow's and strip's stages), told
 * apart by behaviour.md 9's thresholds and handed on with their direction. Passive listeners: the stages'
 * `touch-action: pan-y` already keeps horizontal pans from the browser.
 */
export function watchEarlySwipes({ areaAt, classify, swiped, signal }: Watch): void {
  let touch: { area: Element; x: number; y: number; drift: number } | undefined;
  const options = { capture: true, passive: true, signal };
  window.addEventListener(
    "touchstart",
    (event) => {
      const first = event.touches[0];
      const area = event.target instanceof Element ? areaAt(event.target) : undefined;
      touch =
        area && first && event.touches.length === 1
          ? { area, x: first.clientX, y: first.clientY, drift: 0 }
          : undefined;
    },
    options,
  );
  window.addEventListener(
    "touchmove",
    (event) => {
      const now = event.touches[0];
      if (touch && now) touch.drift = Math.max(touch.drift, Math.abs(now.clientY - touch.y));
    },
    options,
  );
  window.addEventListener(
    "touchend",
    (event) => {
      const start = touch;
      const end = event.changedTouches[0];
      touch = undefined;
      const direction = start && end && classify(end.clientX - start.x, start.drift);
      if (start && direction) swiped(start.area, direction);
    },
    options,
  );
  window.addEventListener("touchcancel", () => (touch = undefined), options);
}
