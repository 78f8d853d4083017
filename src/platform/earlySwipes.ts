import type { EarlyIsland } from "./earlyControl.ts";

/** behaviour.md 9's swipe: "left", "right", or undefined for no swipe (gestures/thresholds.ts). */
export type ClassifySwipe = (dx: number, maxVerticalDrift: number) => "left" | "right" | undefined;

type Watch = {
  islands: readonly EarlyIsland[];
  dormant: (island: string) => boolean;
  classify: ClassifySwipe;
  /** A swipe on a dormant island, as the press of the button it stands for. */
  hold: (island: EarlyIsland, control: HTMLElement) => void;
};

/**
 * Horizontal swipes over a dormant island's swipe area (the slideshow's and the strip's stages), told
 * apart by behaviour.md 9's thresholds and handed on as presses of Next (left) or Previous (right). Passive
 * listeners: the stages' `touch-action: pan-y` already keeps horizontal pans from the browser.
 */
export function watchEarlySwipes({ islands, dormant, classify, hold }: Watch): void {
  let touch: { island: EarlyIsland; x: number; y: number; drift: number } | undefined;
  const options = { capture: true, passive: true };
  window.addEventListener(
    "touchstart",
    (event) => {
      const first = event.touches[0];
      const target = event.target instanceof Element ? event.target : null;
      const island = islands.find((i) => i.swipe && dormant(i.name) && target?.closest(i.swipe.area));
      touch =
        island && first && event.touches.length === 1
          ? { island, x: first.clientX, y: first.clientY, drift: 0 }
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
      const swipe = start?.island.swipe;
      if (!start || !swipe || !end || !dormant(start.island.name)) return;
      const direction = classify(end.clientX - start.x, start.drift);
      const button = direction === "left" ? swipe.next : swipe.previous;
      const control =
        direction && document.querySelector(start.island.root)?.querySelector<HTMLElement>(button);
      if (control) hold(start.island, control);
    },
    options,
  );
  window.addEventListener("touchcancel", () => (touch = undefined), options);
}
