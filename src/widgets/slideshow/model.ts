import { createEmitter } from "../../platform/emitter.ts";
import { type AnimationName, type SlideAnimation, TRANSITION_NAMES } from "./options.ts";

/** Why autoplay's progress is held, besides a running transition. "user" is the pause button. */
export type HoldReason = "user" | "hover" | "focus" | "hidden" | "hold" | "zoom";
export type Cause = "user" | "auto";

/** One slide change: the model decides it, the DOM and the GPU scene play it, then call finish(). */
export type Change = {
  id: number;
  from: number;
  to: number;
  direction: "forward" | "backward";
  /** Resolved: never "random". */
  animation: SlideAnimation;
  cause: Cause;
};

export type SlideshowState = {
  readonly index: number;
  readonly count: number;
  /** The change being played, if any. */
  readonly running: Change | undefined;
  /** Autoplay is on and not paused by the visitor. */
  readonly playing: boolean;
  /** 0..1: how far the progress bar has filled towards the next automatic change. */
  readonly progress: number;
  readonly holds: ReadonlySet<HoldReason>;
};

type Events = {
  change: Change;
  settle: { index: number };
  progress: { progress: number };
  playing: { playing: boolean };
};

export type ModelOptions = {
  count: number;
  animation: AnimationName;
  autoplay: { enabled: boolean; delay: number };
  /** What "random" picks among: the 18 transitions unless given. */
  randomPool?: readonly SlideAnimation[];
  /** 0 <= n < 1; Math.random by default, a seeded source in tests. */
  random?: () => number;
};

/**
 * The slideshow's state machine over plain data: wrap-around, jumps ignored while a change runs, random
 * transitions, and the autoplay progress with its pause rules. No DOM, timers or libraries: time comes in
 * through tick(ms).
 */
export function createSlideshowModel(options: ModelOptions) {
  const random = options.random ?? Math.random;
  const events = createEmitter<Events>();
  const emit = events.emit;
  let index = 0;
  let running: Change | undefined;
  let last: Change | undefined;
  let animation = options.animation;
  let autoplay = options.autoplay;
  let pool = options.randomPool ?? TRANSITION_NAMES;
  let playing = autoplay.enabled;
  let progress = 0;
  let nextId = 1;
  let destroyed = false;
  const holds = new Set<HoldReason>();

  const wrap = (n: number) => ((n % options.count) + options.count) % options.count;
  const pick = (): SlideAnimation =>
    animation === "random" ? (pool[Math.floor(random() * pool.length)] ?? "crossfade") : animation;

  function start(change: Change): Change {
    last = change;
    index = change.to;
    setProgress(0);
    emit("change", change);
    return change;
  }

  function setProgress(value: number) {
    if (value === progress) return;
    progress = value;
    emit("progress", { progress });
  }

  const self = {
    state: (): SlideshowState => ({ index, count: options.count, running, playing, progress, holds }),

    on: events.on,

    /** Starts a change, or returns undefined when it is ignored (one is running, or it goes nowhere). */
    go(target: number | "next" | "previous", cause: Cause = "user"): Change | undefined {
      if (destroyed || running || options.count < 2) return undefined;
      const to = wrap(target === "next" ? index + 1 : target === "previous" ? index - 1 : target);
      if (to === index) return undefined;
      const direction =
        target === "previous" || (typeof target === "number" && to < index) ? "backward" : "forward";
      running = { id: nextId++, from: index, to, direction, animation: pick(), cause };
      return start(running);
    },

    /**
     * Plays the last change again (for a designer), with the animation configured now; under "random"
     * the same one as before. Ignored while a change runs or before the first.
     */
    replay(): Change | undefined {
      if (destroyed || running || !last) return undefined;
      const again = animation === "random" ? last.animation : animation;
      running = { ...last, id: nextId++, animation: again, cause: "user" };
      return start(running);
    },

    /** New settings from now on: the next change's animation, what random picks among, and autoplay. */
    configure(next: Pick<ModelOptions, "animation" | "autoplay" | "randomPool">) {
      animation = next.animation;
      pool = next.randomPool ?? TRANSITION_NAMES;
      if (next.autoplay.enabled !== autoplay.enabled) self.setPlaying(next.autoplay.enabled);
      autoplay = next.autoplay;
    },

    /** The view finished playing the change with this id. */
    finish(id: number) {
      if (destroyed || running?.id !== id) return;
      running = undefined;
      emit("settle", { index });
    },

    /** Advances autoplay by `ms`; at a full bar it starts the next change and returns it. */
    tick(ms: number): Change | undefined {
      if (!self.isAdvancing() || ms <= 0) return undefined;
      setProgress(Math.min(1, progress + ms / autoplay.delay));
      return progress >= 1 ? self.go("next", "auto") : undefined;
    },

    /** Whether the progress bar is filling now. */
    isAdvancing: () => !destroyed && playing && !running && holds.size === 0 && options.count > 1,

    /** The pause/play button: an explicit play outranks the hover and focus pauses (they return on the next enter). */
    togglePlaying() {
      const play = !playing;
      if (play) {
        holds.delete("hover");
        holds.delete("focus");
      }
      self.setPlaying(play);
    },

    setPlaying(value: boolean) {
      if (destroyed || value === playing) return;
      playing = value;
      emit("playing", { playing });
    },

    hold(reason: HoldReason) {
      holds.add(reason);
    },

    release(reason: HoldReason) {
      holds.delete(reason);
    },

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
