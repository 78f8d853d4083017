import { type RefObject, useEffect, useRef } from "react";

/**
 * Focus follows the side panel: into it (its close button) when it opens, back to the toggle that
 * opened it when it closes. Neither scrolls: the toggle is in the sticky header, always in view, and
 * the panel slides in from outside the viewport. A panel adopted open at wake keeps focus where the
 * visitor left it (useAdoptAtWake.ts).
 */
export function useOpenFocus(
  open: boolean,
  inside: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
  adopted = false,
) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !adopted) inside.current?.focus({ preventScroll: true });
    else if (!open && wasOpen.current) toggle.current?.focus({ preventScroll: true });
    wasOpen.current = open;
  }, [open, adopted, inside, toggle]);
}
