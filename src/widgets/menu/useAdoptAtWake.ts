import { type RefObject, useLayoutEffect, useRef } from "react";
import { isSideWidth } from "./mobileModel.ts";
import { shownControls } from "./useFocusTrap.ts";

type Params = {
  /** The menu's nav: the side panel below 768 px, the desktop bar from there. */
  panel: RefObject<HTMLElement | null>;
  toggle: RefObject<HTMLElement | null>;
  closeButton: RefObject<HTMLElement | null>;
  adoptSide: () => void;
  adoptDesktop: (index: number) => void;
};

/**
 * Nothing the visitor did before the page woke is undone. Without script the side panel shows while
 * its toggle or a control in it has focus, and a desktop sub-menu while a control in its item has
 * (side.css, menu.css). At hydration that state is adopted, in layout effects so it is drawn in the
 * same frame as the script's styles: the side menu starts open (no slide in, no page shift), the
 * desktop panel opened. The side panel is then rebuilt in its container, which drops focus: it goes to
 * the rebuilt control at the same place among the panel's shown ones or, from the toggle, now behind
 * the modal panel, to the close button, where an open puts it.
 */
export function useAdoptAtWake({ panel, toggle, closeButton, adoptSide, adoptDesktop }: Params) {
  const woke = useRef(false);
  const refocus = useRef<{ from: HTMLElement; at: number } | null>(null);
  useLayoutEffect(() => {
    const nav = panel.current;
    const focused = document.activeElement;
    if (woke.current || !nav) return;
    woke.current = true;
    if (!(focused instanceof HTMLElement)) return;
    if (isSideWidth(window.innerWidth)) {
      if (focused !== toggle.current && !nav.contains(focused)) return;
      refocus.current = { from: nav, at: shownControls(nav).indexOf(focused) };
      return adoptSide();
    }
    const item = focused.closest<HTMLElement>("[data-menu-top]");
    if (item && nav.contains(item) && item.querySelector("[data-menu-panel]"))
      adoptDesktop(Number(item.dataset.menuTop));
  }, [panel, toggle, adoptSide, adoptDesktop]);
  useLayoutEffect(() => {
    const moved = refocus.current;
    const now = panel.current;
    if (!moved || !now || now === moved.from) return;
    refocus.current = null;
    const target = moved.at < 0 ? closeButton.current : shownControls(now)[moved.at];
    target?.focus({ preventScroll: true });
  });
}
