import type { MotionSettings } from "../motion/settings.ts";
import type { SaveResult } from "../protocol/motionSave.ts";
import { showChanges } from "./saveDiff.ts";

/** An element of the save box with its text and role; a button that submits nothing. */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, text = "", role?: string) {
  const el = document.createElement(tag);
  el.textContent = text;
  if (role) el.setAttribute("role", role);
  if (el instanceof HTMLButtonElement) el.type = "button";
  return el;
}

/**
 * What the "Save to content" box (saveToContent.ts) says, in `box`: a status, an alert, and a diff
 * (saveDiff.ts) with Confirm and Cancel. The box shows while it has something to say: a message, or a diff.
 */
export function fillSaveBox(box: HTMLElement) {
  const status = element("p", "", "status");
  const problem = element("p", "", "alert");
  problem.className = "debug-panel__save-problem";
  const diff = element("div", "", "group");
  diff.className = "debug-panel__diff";
  diff.setAttribute("aria-label", "Changes to content");
  const confirm = element("button", "Confirm");
  const cancel = element("button", "Cancel");
  const actions = element("div");
  actions.append(diff, confirm, cancel);
  box.append(status, problem, actions);
  const update = () => {
    problem.hidden = !problem.textContent;
    box.hidden = actions.hidden && !status.textContent && problem.hidden;
  };
  let shown: { tuning: MotionSettings; diff: string } | undefined;

  const self = {
    box,
    confirm,
    cancel,
    /** What the diff was made from: Confirm writes exactly that, and the server refuses if it would differ. */
    get shown() {
      return shown;
    },
    say(note: string, error = "") {
      status.textContent = note;
      problem.textContent = error;
      update();
    },
    show(tuning: MotionSettings, reply: Pick<SaveResult, "changes" | "diff">, writable = true) {
      shown = { tuning, diff: reply.diff };
      showChanges(diff, reply.changes);
      confirm.hidden = !writable || !reply.changes?.length;
      cancel.textContent = confirm.hidden ? "Close" : "Cancel";
      actions.hidden = false;
      update();
    },
    /** No diff: the box keeps only a message, if any. */
    close() {
      actions.hidden = true;
      shown = undefined;
      self.say("");
    },
    /** Nothing shown yet: hidden until there is something to say. */
    empty() {
      actions.hidden = true;
      update();
    },
  };
  return self;
}

export type SaveBox = ReturnType<typeof fillSaveBox>;
