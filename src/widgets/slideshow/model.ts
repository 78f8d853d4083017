import { createEmitter } from "../../platform/emitter.ts";
import { type AutoplayEvents, createAutoplay, type HoldReason } from "./autoplay.ts";
import { type AnimationName, type SlideAnimation, TRANSITION_NAMES } from "./options.ts";

type Cause = "user" | "auto";

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

type SlideshowState = {
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

type Events = AutoplayEvents & { change: Change; settle: { index: number } };

type ModelOptions = {
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
 * transitions, and autoplay (autoplay.ts: its progress and pause rules). No DOM, timers or libraries: time comes in
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
    last = change;
    index = change.to;
    auto.setProgress(0);
    emit("change", change);
    return change;
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
      auto.configure(next.autoplay);
    },

    /** The view finished playing the change with this id. */
    finish(id: number) {
      if (destroyed || running?.id !== id) return;
      running = undefined;
      emit("settle", { index });
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
