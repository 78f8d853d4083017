import { createEmitter } from "../../platform/emitter.ts";
import { createAutoplay } from "./autoplay.ts";
import type { Cause, Change, Events, ModelOptions, SlideshowState } from "./modelTypes.ts";
import { type SlideAnimation, TRANSITION_NAMES } from "./options.ts";

export type { Change } from "./modelTypes.ts";

/**
 * The slideshow's state machine over plain data: wrap-around, jumps ignored while a change runs (or a
 * finger drives one), random transitions, and autoplay (autoplay.ts: its progress and pause rules). No
 * DOM, timers or libraries: time comes in through tick(ms).
 */
export function createSlideshowModel(options: ModelOptions) {
  const random = options.random ?? Math.random;
  const events = createEmitter<Events>();
  const emit = events.emit;
  let index = 0;
  let running: Change | undefined;
  let last: Change | undefined;
  let animation = options.animation;
  let pool = options.randomPool ?? TRANSITION_NAMES;
  let nextId = 1;
  let destroyed = false;
  const auto = createAutoplay(
    options.autoplay,
    { progress: (event) => emit("progress", event), playing: (event) => emit("playing", event) },
    () => !destroyed,
    () => !running && options.count > 1,
  );

  const wrap = (n: number) => ((n % options.count) + options.count) % options.count;
  const pick = (): SlideAnimation =>
    animation === "random" ? (pool[Math.floor(random() * pool.length)] ?? "crossfade") : animation;

  function start(change: Change): Change {
    index = change.to;
    if (!change.dragged) completed(change);
    emit("change", change);
    return change;
  }
  /** The slide changed: autoplay starts its wait again, and a replay plays this change. */
  function completed(change: Change) {
    last = change;
    auto.setProgress(0);
  }

  const self = {
    state: (): SlideshowState => ({
      index,
      count: options.count,
      running,
      playing: auto.playing(),
      progress: auto.progress(),
      holds: auto.holds,
    }),

    on: events.on,

    /** Starts a change, or returns undefined when it is ignored (one is running, or it goes nowhere). */
    go(
      target: number | "next" | "previous",
      cause: Cause = "user",
      drag?: { animation: SlideAnimation | undefined },
    ): Change | undefined {
      if (destroyed || running || options.count < 2) return undefined;
      const to = wrap(target === "next" ? index + 1 : target === "previous" ? index - 1 : target);
      if (to === index) return undefined;
      const direction =
        target === "previous" || (typeof target === "number" && to < index) ? "backward" : "forward";
      running = { id: nextId++, from: index, to, direction, animation: drag?.animation ?? pick(), cause };
      if (drag) running.dragged = true;
      return start(running);
    },

    /**
     * Starts the change a finger drives (see Change.dragged); ignored as go is. `animation`: the one a
     * drag back past its start keeps, so "random" picks once a drag.
     */
    drag: (towards: "next" | "previous", animation?: SlideAnimation) =>
      self.go(towards, "user", { animation }),

    /**
     * Plays the last change again (for a designer), with the animation configured now; under "random"
     * the same one as before. Ignored while a change runs or before the first.
     */
    replay(): Change | undefined {
      if (destroyed || running || !last) return undefined;
      const again = animation === "random" ? last.animation : animation;
      // Played as a press plays it, even after a drag.
      running = { ...last, id: nextId++, animation: again, cause: "user", dragged: undefined };
      return start(running);
    },

    /** New settings from now on: the next change's animation, what random picks among, and autoplay. */
    configure(next: Pick<ModelOptions, "animation" | "autoplay" | "randomPool">) {
      animation = next.animation;
      pool = next.randomPool ?? TRANSITION_NAMES;
      auto.configure(next.autoplay);
    },

    /** The view finished playing the change with this id. */
    finish(id: number) {
      if (destroyed || running?.id !== id) return;
      if (running.dragged) completed(running);
      running = undefined;
      emit("settle", { index });
    },

    /** The dragged change with this id ran back to its start: its `from` is shown again, nothing changed. */
    cancel(id: number) {
      if (destroyed || running?.id !== id || !running.dragged) return;
      index = running.from;
      running = undefined;
      emit("cancel", { index });
    },

    /** Advances autoplay by `ms`; at a full bar it starts the next change and returns it. */
    tick: (ms: number): Change | undefined => (auto.advance(ms) ? self.go("next", "auto") : undefined),

    isAdvancing: auto.isAdvancing,
    togglePlaying: auto.togglePlaying,
    setPlaying: auto.setPlaying,
    hold: auto.hold,
    release: auto.release,

    /** Removes every listener and stops all changes; safe to call twice. */
    destroy() {
      destroyed = true;
      running = undefined;
      events.clear();
    },
  };
  return self;
}

export type SlideshowModel = ReturnType<typeof createSlideshowModel>;
