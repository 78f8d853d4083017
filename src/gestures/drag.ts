import {
  DRAG_START,
  FLICK_WINDOW,
  releaseCompletes,
  SWIPE_DISTANCE,
  SWIPE_MAX_VERTICAL,
} from "./thresholds.ts";

/** How a drag ended: where the finger let go (px from its start, negative leftwards) and its speed. */
export type Release = { dx: number; velocity: number; completes: boolean };

/**
 * What a widget does with a horizontal drag. `start` is asked once the finger has gone DRAG_START px
 * sideways: true means the widget follows it (`move` for every later position, then `end` once), false
 * leaves the drag a plain swipe (the handlers' `swipe` at release, if it completes).
 */
export type DragHandlers = {
  start(): boolean;
  /** px from where the finger went down (negative: left); it may cross 0 into the other direction. */
  move(dx: number): void;
  /** The finger let go (`completes` by behaviour.md 9's distance or a flick), or the drag was taken back. */
  end(release: Release): void;
};

/** What the decider makes of one position of a pointer, a finger or a trackpad's scroll. */
export type Step =
  | { kind: "wait" }
  | { kind: "start"; dx: number }
  | { kind: "move"; dx: number }
  /** Vertical drift over SWIPE_MAX_VERTICAL before the drag was sure: the page's scroll; it is over. */
  | { kind: "scroll" };

/**
 * behaviour.md 9's rules for one drag, as pure arithmetic over (dx, dy, time) samples. A drag follows the
 * finger from DRAG_START px sideways; until it has gone SWIPE_DISTANCE px sideways, a vertical drift of
 * more than SWIPE_MAX_VERTICAL px makes it the page's scroll (it ends, and runs back if it had started).
 * From SWIPE_DISTANCE on it is sure and vertical drift no longer matters. At release it completes by
 * `releaseCompletes`, with the velocity over the last FLICK_WINDOW ms.
 */
export function createDragDecider() {
  let state: "idle" | "following" | "sure" | "scroll" = "idle";
  let drift = 0;
  const samples: { dx: number; t: number }[] = [];
  /** px/ms over the FLICK_WINDOW ms before `now`: a finger held still that long before letting go has none. */
  const velocity = (now: number): number => {
    const last = samples[samples.length - 1];
    const first = samples.find((s) => now - s.t <= FLICK_WINDOW);
    return last && first && now > first.t ? (last.dx - first.dx) / (now - first.t) : 0;
  };
  return {
    /** Whether the drag follows the finger now. */
    following: () => state === "following" || state === "sure",
    sample(dx: number, dy: number, t: number): Step {
      if (state === "scroll") return { kind: "wait" };
      samples.push({ dx, t });
      while (samples.length > 2 && t - (samples[1]?.t ?? t) > FLICK_WINDOW) samples.shift();
      if (state !== "sure") drift = Math.max(drift, Math.abs(dy));
      if (state !== "sure" && drift > SWIPE_MAX_VERTICAL) {
        state = "scroll";
        return { kind: "scroll" };
      }
      if (state === "idle") {
        if (Math.abs(dx) < DRAG_START) return { kind: "wait" };
        state = Math.abs(dx) >= SWIPE_DISTANCE ? "sure" : "following";
        return { kind: "start", dx };
      }
      if (Math.abs(dx) >= SWIPE_DISTANCE) state = "sure";
      return { kind: "move", dx };
    },
    /** The finger let go at time `at` (by default, at its last sample). */
    release(at?: number): Release {
      const last = samples[samples.length - 1];
      const dx = last?.dx ?? 0;
      const v = velocity(at ?? last?.t ?? 0);
      return { dx, velocity: v, completes: this.following() && releaseCompletes(dx, v) };
    },
  };
}

export type DragDecider = ReturnType<typeof createDragDecider>;
