import { type RefObject, useLayoutEffect, useRef } from "react";
import { isSideWidth } from "./options.ts";
import { shownControls } from "./useFocusTrap.ts";

type Params = {
  /** The menu's nav: the side panel below 768 px, the desktop bar from there. */
  panel: RefObject<HTMLElement | null>;
  toggle: RefObject<HTMLElement | null>;
  closeButton: RefObject<HTMLElement | null>;
  adoptSide: () => void;
  adoptDesktop: (index: number) => void;
  /** A desktop panel shown under the pointer: adopted as a hover opens it (it closes once left). */
  adoptHovered: (index: number) => void;
};

/** The top item of the bar `item` is in, by index, when it has a panel; undefined otherwise. */
function panelItem(nav: HTMLElement, item: Element | null | undefined): number | undefined {
  if (!(item instanceof HTMLElement) || !nav.contains(item) || !item.querySelector("[data-menu-panel]"))
    return undefined;
  return Number(item.dataset.menuTop);
}

/**
 * Nothing the visitor did before the page woke is undone. Without script the side panel shows while
 * its toggle or a control in it has focus, and a desktop sub-menu while a control in its item has focus
 * or the pointer is over it (side.css, menu.css). At hydration that state is adopted, in layout effects
 * so it is drawn in the same frame as the script's styles: the side menu starts open (no slide in, no
 * page shift), the desktop panel opened (under the pointer as a hover opens it, so the close delay
 * holds once the pointer leaves: React never saw a pointer that came before its code). The side panel
 * is then rebuilt in its container, which drops focus: it goes to the rebuilt control at the same place
 * among the panel's shown ones or, from the toggle, now behind the modal panel, to the close button,
 * where an open puts it.
 */
export function useAdoptAtWake(params: Params) {
  const { panel, toggle, closeButton, adoptSide, adoptDesktop, adoptHovered } = params;
  const woke = useRef(false);
  const refocus = useRef<{ from: HTMLElement; at: number } | null>(null);
  useLayoutEffect(() => {
    const nav = panel.current;
    const focused = document.activeElement;
    if (woke.current || !nav) return;
    woke.current = true;
    if (!(focused instanceof HTMLElement)) return;
    if (isSideWidth()) {
      if (focused !== toggle.current && !nav.contains(focused)) return;
      refocus.current = { from: nav, at: shownControls(nav).indexOf(focused) };
      return adoptSide();
    }
    const focusedItem = panelItem(nav, focused.closest("[data-menu-top]"));
    if (focusedItem !== undefined) return adoptDesktop(focusedItem);
    const hoveredItem = panelItem(nav, nav.querySelector("[data-menu-top]:hover"));
    if (hoveredItem !== undefined) adoptHovered(hoveredItem);
  }, [panel, toggle, adoptSide, adoptDesktop, adoptHovered]);
  useLayoutEffect(() => {
    const moved = refocus.current;
    const now = panel.current;
    if (!moved || !now || now === moved.from) return;
    refocus.current = null;
    const target = moved.at < 0 ? closeButton.current : shownControls(now)[moved.at];
    target?.focus({ preventScroll: true });
  });
}
