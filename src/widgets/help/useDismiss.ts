import { type RefObject, useEffect } from "react";
import { useListener } from "../../platform/useListener.ts";

const within = (node: EventTarget | null, ...parts: RefObject<HTMLElement | null>[]) =>
  node instanceof Node && parts.some((part) => !!part.current?.contains(node));

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
  useListener(
    "document",
    "pointerdown",
    (event) => {
      if (!within(event.target, dialog, toggle)) dismiss();
    },
    open,
    { capture: true },
  );
  useEffect(() => {
    if (!open) return;
    const onFocusOut = (event: FocusEvent) => {
      if (!within(event.relatedTarget, dialog, toggle) && document.hasFocus()) dismiss();
    };
    const el = dialog.current;
    el?.addEventListener("focusout", onFocusOut);
    return () => el?.removeEventListener("focusout", onFocusOut);
  }, [open, dialog, toggle, dismiss]);
}
