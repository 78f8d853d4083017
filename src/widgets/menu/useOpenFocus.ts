import { type RefObject, useEffect, useRef } from "react";

/**
 * Focus follows the side panel: into it (its close button) when it opens, back to the toggle that
 * opened it when it closes. Neither scrolls: the toggle is in the sticky header, always in view, and
 * the panel slides in from outside the viewport.
 */
export function useOpenFocus(
  open: boolean,
  inside: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) inside.current?.focus({ preventScroll: true });
    else if (wasOpen.current) toggle.current?.focus({ preventScroll: true });
    wasOpen.current = open;
  }, [open, inside, toggle]);
}
