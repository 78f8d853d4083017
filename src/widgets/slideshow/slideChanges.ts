import type { Cause, Change, Events } from "./modelTypes.ts";
import type { SlideAnimation } from "./options.ts";

type Notify = <K extends "change" | "settle" | "cancel">(name: K, event: Events[K]) => void;

/**
 * The slideshow model's slide and its one change (model.ts): wrap-around, a change ignored while one runs
 * or when it goes nowhere, and a dragged change that counts only once it completes or runs back.
 * `completed` is told each time the slide changed (autoplay starts its wait again); `live` is false once
 * the model is destroyed, and then every call is ignored.
 */
export function createSlideChanges(
  count: number,
  notify: Notify,
  completed: () => void,
  live: () => boolean,
) {
  let index = 0;
  let running: Change | undefined;
  let last: Change | undefined;
  let nextId = 1;
  const wrap = (n: number) => ((n % count) + count) % count;

  function start(change: Change): Change {
    running = change;
    index = change.to;
    if (!change.dragged && !change.retune) complete(change);
    notify("change", change);
    return change;
  }
  /** The slide changed: a replay plays this change. */
  function complete(change: Change) {
    last = change;
    completed();
  }

  return {
    index: () => index,
    running: () => running,

    /** `animation` is asked only for a change that starts, so a seeded random draw is spent on it alone. */
    go(
      target: number | "next" | "previous",
      cause: Cause,
      animation: () => SlideAnimation,
      dragged: boolean,
    ) {
      if (!live() || running || count < 2) return undefined;
      const to = wrap(target === "next" ? index + 1 : target === "previous" ? index - 1 : target);
      if (to === index) return undefined;
      const direction =
        target === "previous" || (typeof target === "number" && to < index) ? "backward" : "forward";
      const change: Change = { id: nextId++, from: index, to, direction, animation: animation(), cause };
      if (dragged) change.dragged = true;
      return start(change);
    },

    /** The last change again, played as a press plays it (even after a drag); a `retune` (Change.retune). */
    replay(again: (before: SlideAnimation) => SlideAnimation, retune?: true) {
      if (!live() || running || !last) return undefined;
      return start({
        ...last,
        id: nextId++,
        animation: again(last.animation),
        cause: "user",
        dragged: undefined,
        retune,
      });
    },

    finish(id: number) {
      if (!live() || running?.id !== id) return;
      if (running.dragged) complete(running);
      running = undefined;
      notify("settle", { index });
    },

    /** Only a finger runs a change back: a dragged one, or a press's it took (driveChange.ts). */
    cancel(id: number) {
      if (!live() || running?.id !== id) return;
      index = running.from;
      running = undefined;
      notify("cancel", { index });
    },

    stop() {
      running = undefined;
    },
  };
}
