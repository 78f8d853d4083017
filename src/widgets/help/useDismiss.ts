import { type RefObject, useEffect } from "react";

/**
 * Closes the open help dialog when the visitor is done with it elsewhere: a press outside it and its
 * button, or focus moving out of both (Tab past Send, a click on the page), but not the window losing
 * focus to another one.
 */
export function useDismiss(
  open: boolean,
  dialog: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
  dismiss: () => void,
) {
  useEffect(() => {
    if (!open) return;
    const inside = (node: EventTarget | null) =>
      node instanceof Node && (!!dialog.current?.contains(node) || !!toggle.current?.contains(node));
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) dismiss();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!inside(event.relatedTarget) && document.hasFocus()) dismiss();
    };
    const el = dialog.current;
    document.addEventListener("pointerdown", onPointerDown, true);
    el?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown, true);
      el?.removeEventListener("focusout", onFocusOut);
    };
  }, [open, dialog, toggle, dismiss]);
}
