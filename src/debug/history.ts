import type { MotionStore } from "../motion/motionStore.ts";
import type { MotionSettings } from "../motion/settings.ts";
import { keyBelongsToTarget } from "./keyRule.ts";

/**
 * The tuned settings' history, back to the page's load: every change of the store is a step, whoever
 * made it (a control, Import, Reset, the notice's Clear), and each can be undone and redone. An undo
 * puts back the exact settings of the step before (checked when they entered, as Reset's undo does);
 * a new change after undoing drops what could be redone. `changed` hears every move, for the buttons.
 */
export function createHistory(store: MotionStore, changed: () => void) {
  const past: MotionSettings[] = [];
  const future: MotionSettings[] = [];
  let current = store.get();
  let moving = false;
  const stop = store.subscribe(() => {
    const next = store.get();
    if (next === current) return;
    if (!moving) {
      past.push(current);
      future.length = 0;
    }
    current = next;
    changed();
  });
  /** Moves to the last of `from`, keeping where it was on `to`; false when there is none. */
  const move = (from: MotionSettings[], to: MotionSettings[]) => {
    const target = from.pop();
    if (!target) return false;
    to.push(current);
    moving = true;
    try {
      store.restore(target);
    } finally {
      moving = false;
    }
    return true;
  };
  return {
    undo: () => move(past, future),
    redo: () => move(future, past),
    canUndo: () => past.length > 0,
    canRedo: () => future.length > 0,
    stop,
  };
}

export type History = ReturnType<typeof createHistory>;

/**
 * Ctrl+Z (⌘Z) undoes an edit and Ctrl+Shift+Z or Ctrl+Y redoes it, anywhere on the page but in a text
 * field (which keeps its own undo of what is typed: keyRule.ts). `done` hears what happened. Returns the cleanup.
 */
export function historyKeys(history: History, done: (what: "undo" | "redo", moved: boolean) => void) {
  const onKey = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || keyBelongsToTarget(event)) return;
    const key = event.key.toLowerCase();
    const what = key === "y" || (key === "z" && event.shiftKey) ? "redo" : key === "z" ? "undo" : undefined;
    if (!what) return;
    event.preventDefault();
    done(what, what === "undo" ? history.undo() : history.redo());
  };
  document.addEventListener("keydown", onKey);
  return () => document.removeEventListener("keydown", onKey);
}
