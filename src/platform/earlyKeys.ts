import type { EarlyIsland } from "./earlyControl.ts";

type Watch = {
  /** The dormant island an element is in, if any. */
  dormantIsland: (element: Element) => EarlyIsland | undefined;
  hold: (island: EarlyIsland, control: HTMLElement) => void;
};

/**
 * Keys a dormant island takes as presses once awake (the slideshow's ArrowRight and ArrowLeft): held as
 * the press of the button each stands for, and kept from the browser meanwhile.
 */
export function watchEarlyKeys({ dormantIsland, hold }: Watch): void {
  window.addEventListener(
    "keydown",
    (event) => {
      if (!(event.target instanceof Element) || event.altKey || event.ctrlKey || event.metaKey) return;
      const island = dormantIsland(event.target);
      const selector = island?.keys?.[event.key];
      const control = selector && event.target.closest(island.root)?.querySelector<HTMLElement>(selector);
      if (!island || !control) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      hold(island, control);
    },
    { capture: true },
  );
}
