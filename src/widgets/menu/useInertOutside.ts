import { type RefObject, useEffect } from "react";
import { inertOthers } from "../../platform/inertOthers.ts";

/**
 * While the side panel is open the page behind it is out of reach, for pointers, keys and screen
 * readers alike: everything but the panel's layer (or the panel, when it has none) is inert.
 */
export function useInertOutside(open: boolean, panel: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const keep = panel.current?.closest(".menu-layer") ?? panel.current;
    if (!open || !keep) return;
    return inertOthers(keep);
  }, [open, panel]);
}
