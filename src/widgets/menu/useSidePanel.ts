import type { MouseEvent, RefObject } from "react";
import type { SwipeDirection } from "../../gestures/thresholds.ts";
import { useGestures } from "../../gestures/useGestures.ts";
import { useListener } from "../../platform/useListener.ts";
import { panelSide } from "./mobileModel.ts";
import type { MobileOptions } from "./options.ts";
import { useFocusTrap } from "./useFocusTrap.ts";
import { useInertOutside } from "./useInertOutside.ts";
import { useOpenFocus } from "./useOpenFocus.ts";
import { usePageShift } from "./usePageShift.ts";
import { useSidePanelDrag } from "./useSidePanelDrag.ts";

type Params = {
  open: boolean;
  /** Open since before the page woke (mobileModel.ts): the page stays unmoved, focus where it is. */
  adopted?: boolean;
  close: () => void;
  options: MobileOptions;
  /** The panel's width (px), also the page's shift while it is open. */
  width: number;
  /** A press's open and close (ms): a drag's settle takes the part of it the distance left asks for. */
  duration: number;
  panel: RefObject<HTMLElement | null>;
  toggle: RefObject<HTMLElement | null>;
  closeButton: RefObject<HTMLElement | null>;
  /** The dimmed page beside the open panel: a press there closes it, a drag there drags it. */
  backdrop: RefObject<HTMLElement | null>;
};

/**
 * The side panel while it is open: the page shifted and out of reach, focus moved in, kept inside and
 * returned, a drag towards its side followed on it or on the dimmed page beside it (useSidePanelDrag.ts),
 * and Escape, that drag completed (a swipe where the drag is not followed) or a link in it closing it.
 * Returns the panel's handlers.
 */
export function useSidePanel(params: Params) {
  const { open, adopted, close, options, width, panel, toggle, closeButton, backdrop } = params;
  usePageShift(open && !adopted, options, width);
  useInertOutside(open, panel);
  useOpenFocus(open, closeButton, toggle, adopted);
  const onKeyDown = useFocusTrap(open, panel, toggle, closeButton);
  // iOS ignores overflow: hidden for touch scrolling: a touch move outside the panel is stopped.
  const holdStill = (event: TouchEvent) => {
    if (!panel.current?.contains(event.target as Node)) event.preventDefault();
  };
  useListener("document", "touchmove", holdStill, open, { passive: false });
  // Escape closes from wherever focus is (a covered fade or push level may have just lost it).
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    close();
  };
  useListener("document", "keydown", onEscape, open);
  const swipe = (direction: SwipeDirection) => {
    if (direction === panelSide(options)) close();
  };
  const drag = useSidePanelDrag(params);
  useGestures(panel, { swipe, drag }, open);
  // A finger that takes the dimmed page beside the panel moves the panel as one on it would.
  useGestures(backdrop, { swipe, drag }, open);
  // A link scrolls to its section or leaves the page: either way the panel closes.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest("a, [data-menu-close]")) close();
  };
  return { onKeyDown, onClick };
}
