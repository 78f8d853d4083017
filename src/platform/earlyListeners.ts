import { EARLY_CONTROL, type EarlyIsland } from "./earlyControl.ts";
import { watchEarlyKeys } from "./earlyKeys.ts";
import { watchEarlySwipes } from "./earlySwipes.ts";

type Listen = {
  /** The dormant island an element is in, if any. */
  dormantIsland: (element: Element) => EarlyIsland | undefined;
  /** Whether a click on `control` is the visitor asking again for the press held last. */
  askedAgain: (control: HTMLElement, event: MouseEvent) => boolean;
  /** True while a held press is carried out: that click is not a new one to hold. */
  replaying: () => boolean;
  hold: (control: HTMLElement) => void;
  signal: AbortSignal;
};

/**
 * What is held as a press on a dormant island (earlyPresses.ts): a click on one of its controls (which
 * is what a mouse press, a tap, and Enter or Space on a button or link end in), a key it takes as a
 * press, and a horizontal swipe over its stage. Listened for at the window's capture phase, before
 * React's root listener; a held click is stopped there, its default action prevented.
 */
export function listenForEarlyPresses(listen: Listen): void {
  const { dormantIsland, hold, signal } = listen;
  /** The control under the last touch: where a tap's click lands when the page moved under the finger. */
  let down: HTMLElement | null = null;
  const onPointerDown = (event: PointerEvent) => {
    const touched = event.pointerType === "touch" && event.target instanceof Element;
    down = touched ? (event.target as Element).closest<HTMLElement>(EARLY_CONTROL) : null;
  };
  const onClick = (event: MouseEvent) => {
    if (listen.replaying() || !(event.target instanceof Element)) return;
    // A tap's click goes to what is under the finger as it lifts; a focused control's no-script styles
    // (the menu's panel) can move the page meanwhile, so the control touched counts when the click
    // contains it.
    const control =
      event.target.closest<HTMLElement>(EARLY_CONTROL) ?? (down && event.target.contains(down) ? down : null);
    if (!control || !dormantIsland(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!listen.askedAgain(control, event)) hold(control);
  };
  window.addEventListener("pointerdown", onPointerDown, { capture: true, passive: true, signal });
  window.addEventListener("click", onClick, { capture: true, signal });
  watchEarlyKeys({
    controlFor: (target, key) => {
      const island = dormantIsland(target);
      const selector = island?.keys?.[key];
      return (selector && target.closest(island.root)?.querySelector<HTMLElement>(selector)) || undefined;
    },
    hold,
    signal,
  });
  watchEarlySwipes({
    areaAt: (target) => {
      const island = dormantIsland(target);
      return (island?.swipe && target.closest(island.swipe.area)) || undefined;
    },
    swiped: (area, direction) => {
      const island = dormantIsland(area);
      const button = direction === "left" ? island?.swipe?.next : island?.swipe?.previous;
      const control = island && button && area.closest(island.root)?.querySelector<HTMLElement>(button);
      if (control) hold(control);
    },
    signal,
  });
}
