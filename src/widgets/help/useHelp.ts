import {
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useReadyForPresses } from "../../platform/readyForPresses.ts";
import { useHydrated } from "../../platform/useHydrated.ts";
import { browserIsHandheld, helpLink } from "./link.ts";
import { useDismiss } from "./useDismiss.ts";

/**
 * Whether a key pressed in the open dialog closes it: Escape, or Tab forward from Send, the dialog's
 * last control (past it is the end of the page, so focus goes back to the help button instead).
 */
export function closesDialog(key: string, shiftKey: boolean, onLastControl: boolean): boolean {
  return key === "Escape" || (key === "Tab" && !shiftKey && onLastControl);
}

/**
 * Focus on the help link as the page wakes stays with the help button that replaces it: React swaps
 * the element, which drops focus to the body; the button takes it before the frame is drawn.
 */
function useFocusCarried(button: RefObject<HTMLButtonElement | null>, hydrated: boolean) {
  const linkHadFocus = useRef(false);
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (!hydrated) linkHadFocus.current = !!focused?.matches(".help-button");
    else if (linkHadFocus.current && focused === document.body)
      button.current?.focus({ preventScroll: true });
  }, [hydrated, button]);
}

/**
 * The help button's adapter: whether the dialog is open, the message typed, and the props the view
 * spreads on the button, the dialog, its form and its controls.
 */
export function useHelp(phone: string) {
  const hydrated = useHydrated();
  // Ready for presses once the link has become the dialog's button (a held press on it finds the button).
  useReadyForPresses(hydrated);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const toggleRef = useRef<HTMLButtonElement>(null);
  useFocusCarried(toggleRef, hydrated);
  const dialogRef = useRef<HTMLDivElement>(null);
  const id = useId();
  useDismiss(
    open,
    dialogRef,
    toggleRef,
    useCallback(() => setOpen(false), []),
  );

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus({ preventScroll: true });
  };
  const send = () => {
    window.open(helpLink(phone, message, browserIsHandheld()), "_blank", "noopener,noreferrer");
    setMessage("");
    close();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const onSend = e.target === e.currentTarget.querySelector("[type=submit]");
    if (!closesDialog(e.key, e.shiftKey, onSend)) return;
    if (e.key === "Tab") e.preventDefault();
    close();
  };

  return {
    hydrated,
    open,
    titleId: `${id}-title`,
    toggleProps: {
      ref: toggleRef,
      "aria-expanded": open,
      "aria-controls": `${id}-dialog`,
      onClick: () => setOpen(!open),
    },
    dialogProps: {
      ref: dialogRef,
      id: `${id}-dialog`,
      role: "dialog",
      "aria-labelledby": `${id}-title`,
      onKeyDown,
    },
    formProps: {
      onSubmit: (e: { preventDefault(): void }) => {
        e.preventDefault();
        send();
      },
    },
    messageProps: {
      id: `${id}-message`,
      value: message,
      onChange: (e: { target: { value: string } }) => setMessage(e.target.value),
    },
    closeProps: { onClick: close },
  };
}
