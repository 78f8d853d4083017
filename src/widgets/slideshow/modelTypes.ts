import type { AutoplayEvents, HoldReason } from "./autoplay.ts";
import type { AnimationName, SlideAnimation } from "./options.ts";

// The slideshow model's data (model.ts): a change, the state it reports, its events and its options.

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
  /** A finger drives it (drag): it counts as the slide changing only once it completes (finish). */
  dragged?: true;
  /**
   * The last change rebuilt with the tuning in force after a designer's edit, drawn at its end at once:
   * what the debug panel's scrubber then holds is the tuning in force (model.ts's retune).
   */
  retune?: true;
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

/**
 * `settle`: a change completed, at its new slide; `cancel`: a change a finger had (dragged, or a press's
 * it took) ran back to its `from`.
 */
export type Events = AutoplayEvents & {
  change: Change;
  settle: { index: number };
  cancel: { index: number };
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
