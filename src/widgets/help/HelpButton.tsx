import "./help.css";
import { type CSSProperties, useCallback, useId, useRef, useState } from "react";
import { useHydrated } from "../../platform/useHydrated.ts";
import { helpLink, isHandheld } from "./link.ts";
import { useClearSlot } from "./useClearSlot.ts";
import { useDismiss } from "./useDismiss.ts";

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <path
        d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M8 10.5h8M8 13.5h5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The floating help button: it shows and hides a small dialog whose Send opens a conversation with
 * the business in WhatsApp. Before the script runs it is a plain link to the same conversation.
 */
export function HelpButton({ phone, business }: { phone: string; business: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const id = useId();
  useDismiss(
    open,
    dialogRef,
    toggleRef,
    useCallback(() => setOpen(false), []),
  );
  const lift = { "--help-lift": useClearSlot(toggleRef, hydrated, open) } as CSSProperties;

  if (!hydrated) {
    return (
      <a
        className="help-button"
        href={helpLink(phone, "", true)}
        // A press before the page wakes waits for it and opens the dialog (platform/earlyPresses.ts).
        data-early-press="help"
        aria-label={`Message ${business} on WhatsApp`}
      >
        <ChatIcon />
      </a>
    );
  }

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus({ preventScroll: true });
  };
  const send = () => {
    const { userAgent, maxTouchPoints, platform } = navigator;
    const { userAgentData } = navigator as { userAgentData?: { mobile: boolean } };
    const handheld = isHandheld({
      userAgent,
      maxTouchPoints,
      platform,
      ...(userAgentData && { userAgentData }),
    });
    window.open(helpLink(phone, message, handheld), "_blank", "noopener,noreferrer");
    setMessage("");
    close();
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="help-button"
        data-early-press="help"
        style={lift}
        aria-label={`Help: message ${business} on WhatsApp`}
        aria-expanded={open}
        aria-controls={`${id}-dialog`}
        onClick={() => setOpen(!open)}
      >
        <ChatIcon />
      </button>
      {open && (
        <div
          ref={dialogRef}
          id={`${id}-dialog`}
          className="help-dialog"
          style={lift}
          role="dialog"
          aria-labelledby={`${id}-title`}
          onKeyDown={(e) => {
            if (e.key === "Escape") close();
            // Past Send is the end of the page: the dialog closes and focus goes back to its button.
            if (
              e.key === "Tab" &&
              !e.shiftKey &&
              e.target === e.currentTarget.querySelector("[type=submit]")
            ) {
              e.preventDefault();
              close();
            }
          }}
        >
          <h2 id={`${id}-title`} className="help-dialog__title">
            Message {business}
          </h2>
          <p className="help-dialog__intro">We answer on WhatsApp, usually within minutes.</p>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              send();
            }}
          >
            <label className="help-dialog__label" htmlFor={`${id}-message`}>
              Your message
            </label>
            <textarea
              id={`${id}-message`}
              className="help-dialog__message"
              rows={4}
              placeholder="Hello"
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              // biome-ignore lint/a11y/noAutofocus: the dialog was just opened by the visitor; focus belongs in it
              autoFocus
            />
            <div className="help-dialog__actions">
              <button type="button" className="help-dialog__close" onClick={close}>
                Close
              </button>
              <button type="submit" className="button button--primary">
                Send
              </button>
            </div>
          </form>
        </div>
      )}
    </>
  );
}
