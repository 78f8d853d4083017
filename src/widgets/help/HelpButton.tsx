import "./help.css";
import { HELP_PRESS } from "./earlySelectors.ts";
import { helpLink } from "./link.ts";
import { useHelp } from "./useHelp.ts";

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
  const help = useHelp(phone);

  if (!help.hydrated) {
    return (
      <a
        className="help-button"
        href={helpLink(phone, "", true)}
        // A press before the page wakes waits for it and opens the dialog (platform/earlyPresses.ts).
        data-early-press={HELP_PRESS}
        aria-label={`Message ${business} on WhatsApp`}
      >
        <ChatIcon />
      </a>
    );
  }

  return (
    <>
      <button
        type="button"
        className="help-button"
        data-early-press={HELP_PRESS}
        aria-label={`Help: message ${business} on WhatsApp`}
        {...help.toggleProps}
      >
        <ChatIcon />
      </button>
      {help.open && (
        <div className="help-dialog" {...help.dialogProps}>
          <h2 id={help.titleId} className="help-dialog__title">
            Message {business}
          </h2>
          <p className="help-dialog__intro">We answer on WhatsApp, usually within minutes.</p>
          <form {...help.formProps}>
            <label className="help-dialog__label" htmlFor={help.messageProps.id}>
              Your message
            </label>
            <textarea
              className="help-dialog__message"
              rows={4}
              placeholder="Hello"
              {...help.messageProps}
              // biome-ignore lint/a11y/noAutofocus: the dialog was just opened by the visitor; focus belongs in it
              autoFocus
            />
            <div className="help-dialog__actions">
              <button type="button" className="help-dialog__close" {...help.closeProps}>
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
