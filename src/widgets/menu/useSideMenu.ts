import { type KeyboardEvent, useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { SwipeDirection } from "../../gestures/thresholds.ts";
import { useGestures } from "../../gestures/useGestures.ts";
import { inertOthers } from "../../platform/inertOthers.ts";
import {
  initialSideMenu,
  isSideWidth,
  resolveContainer,
  type SideEvent,
  stepSideMenu,
} from "./mobileModel.ts";
import { type MobileOptions, SIDE_MENU_BREAKPOINT } from "./options.ts";

const FOCUSABLE = "a[href], button:not([disabled])";
const visible = (el: HTMLElement) =>
  el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";

/** The panel sits on the right and pushes the page left, unless the effect puts it on the left. */
export const panelSide = (options: MobileOptions) => {
  const fromLeft = options.effect === "slideright" || options.effect === "sliderightover";
  return fromLeft !== (options.direction === "rtl") ? "left" : "right";
};

/**
 * The side menu below 768 px: the panel's state (mobileModel.ts), and while it is open the page
 * shifted and held still, focus kept inside, and Escape, an outside tap or a swipe closing it.
 */
export function useSideMenu(options: MobileOptions, width: number, activeBranch: () => string[]) {
  const [state, send] = useReducer(
    (s: ReturnType<typeof initialSideMenu>, e: SideEvent) => stepSideMenu(s, e, options.type),
    options.type,
    (type) => initialSideMenu(type),
  );
  const [side, setSide] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const [container, setContainer] = useState<HTMLElement>();

  // The element the side panel is placed into (the mobile `container` option), found once mounted.
  useEffect(() => {
    const found = resolveContainer(
      options.container,
      (selector) => document.querySelector<HTMLElement>(selector),
      document.body,
    );
    if (found.warning) console.warn(found.warning);
    setContainer(found.element);
  }, [options.container]);

  // The window's width decides: at 768 px and wider the panel closes and the desktop menu is back.
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${SIDE_MENU_BREAKPOINT - 0.02}px)`);
    const update = () => {
      setSide(isSideWidth(window.innerWidth));
      send({ type: "resize", width: window.innerWidth });
    };
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  // The accordion opens the active branch at start, when configured.
  useEffect(() => {
    if (options.type !== "accordion" || !options.openActiveBranch) return;
    send({ type: "reveal", ids: activeBranch() });
  }, [options.type, options.openActiveBranch, activeBranch]);

  useEffect(() => {
    const root = document.documentElement;
    if (!state.open) {
      // Focus goes back without scrolling: the toggle is in the sticky header, always in view.
      if (wasOpen.current) toggle.current?.focus({ preventScroll: true });
      wasOpen.current = false;
      return;
    }
    wasOpen.current = true;
    root.dataset.sideMenu = options.effect;
    root.dataset.sideMenuFrom = panelSide(options);
    root.style.setProperty("--side-menu-width", `${width}px`);
    // The page behind the open panel is out of reach, for pointers, keys and screen readers alike.
    const layer = panel.current?.closest(".menu-layer") ?? panel.current;
    const restore = layer ? inertOthers(layer) : () => {};
    const close = panel.current?.querySelector<HTMLElement>("[data-menu-close]");
    close?.focus({ preventScroll: true });
    // Focus that escapes the panel (a click behind it, a screen reader) is brought back.
    const focusIn = (event: FocusEvent) => {
      if (!panel.current?.contains(event.target as Node) && event.target !== toggle.current)
        close?.focus({ preventScroll: true });
    };
    // iOS ignores overflow: hidden for touch scrolling: a touch move outside the panel is stopped.
    const touchMove = (event: TouchEvent) => {
      if (!panel.current?.contains(event.target as Node)) event.preventDefault();
    };
    // Escape closes from wherever focus is (a covered fade or push level may have just lost it).
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      send({ type: "close" });
    };
    document.addEventListener("keydown", onEscape);
    document.addEventListener("focusin", focusIn);
    document.addEventListener("touchmove", touchMove, { passive: false });
    return () => {
      restore();
      document.removeEventListener("keydown", onEscape);
      document.removeEventListener("focusin", focusIn);
      document.removeEventListener("touchmove", touchMove);
      delete root.dataset.sideMenu;
      delete root.dataset.sideMenuFrom;
      root.style.removeProperty("--side-menu-width");
    };
  }, [state.open, options, width]);

  // A swipe towards the panel's own side, pushing it back out, closes it.
  const swipe = (direction: SwipeDirection) => {
    if (direction === panelSide(options)) send({ type: "close" });
  };
  useGestures(panel, { swipe }, state.open);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Tab" || !panel.current) return;
    const list = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(visible);
    const first = list[0];
    const last = list.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus({ preventScroll: true });
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus({ preventScroll: true });
    }
  }, []);

  return { state, send, side, container, panel, toggle, onKeyDown };
}
