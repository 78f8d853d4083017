import { type KeyboardEvent, type RefObject, useCallback } from "react";
import { useListener } from "../../platform/useListener.ts";

const FOCUSABLE = "a[href], button:not([disabled])";
const shown = (el: HTMLElement) =>
  el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
/** The links and buttons drawn in `root`, in order: where Tab may go. */
export const shownControls = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(shown);

/** Where Tab goes from `active` to stay inside `list`: round from the last to the first and back. */
export function wrapTab<T>(list: readonly T[], active: unknown, backwards: boolean): T | undefined {
  if (backwards) return active === list[0] ? list.at(-1) : undefined;
  return active === list.at(-1) ? list[0] : undefined;
}

/**
 * Keeps focus inside the open side panel: Tab wraps round its shown controls (the returned key
 * handler, for the panel), and focus that escapes it (a click behind it, a screen reader) is brought
 * back to `home`. The toggle, outside the panel, may hold focus.
 */
export function useFocusTrap(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
  home: RefObject<HTMLElement | null>,
) {
  useListener(
    "document",
    "focusin",
    (event) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && target !== toggle.current)
        home.current?.focus({ preventScroll: true });
    },
    open,
  );
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== "Tab" || !panel.current) return;
      const target = wrapTab(shownControls(panel.current), document.activeElement, event.shiftKey);
      if (!target) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
    [panel],
  );
}
