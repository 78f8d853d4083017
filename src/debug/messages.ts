import "./messages.css";
import { motionStore } from "../motion/motionStore.ts";

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string) {
  const el = document.createElement(tag);
  el.className = className;
  return el;
}

/**
 * The panel's messages, pinned at the top of its visible area (panel.css) so that a refusal shows where
 * the designer is looking, however far the panel is scrolled: a refusal (role=alert), a passing note
 * (role=status) and, after an action that threw tuning away, its Undo.
 */
export function createMessages() {
  const root = element("div", "debug-panel__messages");
  const alert = element("p", "debug-panel__alert");
  alert.setAttribute("role", "alert");
  const status = element("p", "debug-panel__status");
  status.setAttribute("role", "status");
  const undo = element("button", "debug-panel__undo");
  undo.type = "button";
  const line = element("div", "debug-panel__note");
  line.append(status, undo);
  root.append(alert, line);

  let refused = false;
  let offered: { message: string; run(): void; stop(): void } | undefined;
  const showAlert = (message: string) => {
    alert.textContent = message;
    alert.hidden = !message;
    if (message) refused = true;
  };
  const note = (message: string) => {
    status.textContent = message;
  };
  /** Takes `message` back if the note still says it (a later note stays). */
  const unsay = (message: string) => {
    if (status.textContent === message) note("");
  };
  /** The Undo offered goes, and its note with it. */
  const withdraw = () => {
    if (offered) unsay(offered.message);
    offered?.stop();
    offered = undefined;
    undo.hidden = true;
  };
  undo.addEventListener("click", () => {
    const run = offered?.run;
    withdraw();
    run?.();
  });
  showAlert("");
  withdraw();

  return {
    element: root,
    alert: showAlert,
    note,
    unsay,
    /**
     * Shows `message` and a button (`label`) that runs `run`, offered until the settings change again
     * (undoing then would throw that change away) or another is offered; other notes leave it.
     */
    offerUndo(message: string, label: string, run: () => void) {
      withdraw();
      note(message);
      const after = motionStore.get();
      const stop = motionStore.subscribe(() => {
        if (motionStore.get() !== after) withdraw();
      });
      offered = { message, run, stop };
      undo.textContent = label;
      undo.hidden = false;
    },
    /**
     * A value committed in `controls` (Enter in a field, or an input's or list's change event) and not
     * refused is a good value: the refusal shown goes, even when the value is the one in effect (no
     * setting changes then, and Enter on an unchanged field fires no change at all).
     */
    clearOnGoodEdits(controls: HTMLElement) {
      const entered = (event: KeyboardEvent) => {
        if (event.key === "Enter" && event.target instanceof HTMLInputElement) showAlert("");
      };
      controls.addEventListener("keydown", entered, { capture: true });
      controls.addEventListener("change", () => (refused = false), { capture: true });
      controls.addEventListener("change", () => refused || showAlert(""));
    },
  };
}
