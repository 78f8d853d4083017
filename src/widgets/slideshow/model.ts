import { createEmitter } from "../../platform/emitter.ts";
import { createAutoplay } from "./autoplay.ts";
import type { Cause, Change, Events, ModelOptions, SlideshowState } from "./modelTypes.ts";
import { type SlideAnimation, TRANSITION_NAMES } from "./options.ts";
import { createSlideChanges } from "./slideChanges.ts";

export type { Change } from "./modelTypes.ts";

type Choice = Pick<ModelOptions, "animation" | "randomPool">;

/** Which animation a change plays: the configured one, or under "random" one drawn from the pool. */
function createAnimationChoice(options: Choice & Pick<ModelOptions, "random">) {
  const random = options.random ?? Math.random;
  let animation = options.animation;
  let pool = options.randomPool ?? TRANSITION_NAMES;
  return {
    pick: (): SlideAnimation =>
      animation === "random" ? (pool[Math.floor(random() * pool.length)] ?? "crossfade") : animation,
    /** A replay's: the configured one now; under "random" the same one as before. */
    again: (before: SlideAnimation): SlideAnimation => (animation === "random" ? before : animation),
    configure(next: Choice) {
      animation = next.animation;
      pool = next.randomPool ?? TRANSITION_NAMES;
    },
  };
}

/**
 * The slideshow's state machine over plain data: its slide and change (slideChanges.ts: wrap-around, jumps
 * ignored while a change runs or a finger drives one), random transitions, and autoplay (autoplay.ts: its
 * progress and pause rules). No DOM, timers or libraries: time comes in through tick(ms).
 */
export function createSlideshowModel(options: ModelOptions) {
  const events = createEmitter<Events>();
  const emit = events.emit;
  let destroyed = false;
  const live = () => !destroyed;
  const animations = createAnimationChoice(options);
  const changes = createSlideChanges(options.count, emit, () => auto.setProgress(0), live);
  const auto = createAutoplay(
    options.autoplay,
    { progress: (event) => emit("progress", event), playing: (event) => emit("playing", event) },
    live,
    () => !changes.running() && options.count > 1,
  );

  const self = {
    state: (): SlideshowState => ({
      index: changes.index(),
      count: options.count,
      running: changes.running(),
      playing: auto.playing(),
      progress: auto.progress(),
      holds: auto.holds,
    }),

    on: events.on,

    /** Starts a change, or returns undefined when it is ignored (one is running, or it goes nowhere). */
    go: (
      target: number | "next" | "previous",
      cause: Cause = "user",
      drag?: { animation: SlideAnimation | undefined },
    ): Change | undefined =>
      changes.go(target, cause, () => drag?.animation ?? animations.pick(), drag !== undefined),

    /**
     * Starts the change a finger drives (see Change.dragged); ignored as go is. `animation`: the one a
     * drag back past its start keeps, so "random" picks once a drag.
     */
    drag: (towards: "next" | "previous", animation?: SlideAnimation) =>
      self.go(towards, "user", { animation }),

    /**
     * Plays the last change again (for a designer), with the animation configured now (under "random" the
     * same as before); before the first, the next slide, so a first choice plays at once. Not while one runs.
     */
    replay: (): Change | undefined =>
      changes.replay(animations.again) ?? (changes.running() ? undefined : self.go("next")),

    /** The last change rebuilt with the tuning in force, at its end at once (Change.retune). */
    retune: (): Change | undefined => changes.replay(animations.again, true),

    /** New settings from now on: the next change's animation, what random picks among, and autoplay. */
    configure(next: Pick<ModelOptions, "animation" | "autoplay" | "randomPool">) {
      animations.configure(next);
      auto.configure(next.autoplay);
    },

    /** The view finished playing the change with this id. */
    finish: changes.finish,
    /** The change with this id, which a finger had, ran back: its `from` is shown again, nothing changed. */
    cancel: changes.cancel,

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
      changes.stop();
      events.clear();
    },
  };
  return self;
}

export type SlideshowModel = ReturnType<typeof createSlideshowModel>;
