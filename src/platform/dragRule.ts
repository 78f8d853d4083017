/**
 * The one rule for a horizontal drag (behaviour.md 11, with 9's swipe thresholds), pure arithmetic shared
 * by the awake page's drags (gestures/watchDrags.ts) and the early hold's swipes before it wakes
 * (earlySwipes.ts), so a flick counts the same either side of waking.
 */

/** behaviour.md 9: px sideways that complete a swipe. */
export const SWIPE_DISTANCE = 50;
/** behaviour.md 9: a swipe whose finger drifts vertically by more than this is a scroll, not a swipe. */
export const SWIPE_MAX_VERTICAL = 10;
/**
 * behaviour.md 11: px sideways before a drag starts to follow the finger (Embla's drag threshold): a tap
 * or the start of a scroll never starts a change.
 */
export const DRAG_START = 10;
/**
 * behaviour.md 11: px per ms sideways, over the last FLICK_WINDOW ms before release, that completes a
 * drag shorter than SWIPE_DISTANCE: 0.3 px/ms is 300 px/s, a quick flick of the thumb (a slow drag of
 * 40 px moves at under 0.1 px/ms; Swiper's short swipe is a release within 300 ms).
 */
export const FLICK_VELOCITY = 0.3;
export const FLICK_WINDOW = 100;

/**
 * Whether a drag let go at `dx` px from its start, moving at `velocity` px/ms (both negative leftwards),
 * completes the change it drives (the one towards `dx`'s side): the finger is at least SWIPE_DISTANCE
 * from where it went down, or it flicked that way at FLICK_VELOCITY or more. Otherwise it runs back.
 */
export function releaseCompletes(dx: number, velocity: number): boolean {
  if (dx === 0) return false;
  const along = Math.sign(dx);
  return Math.abs(dx) >= SWIPE_DISTANCE || velocity * along >= FLICK_VELOCITY;
}

/** How a drag ended: where the finger let go (px from its start, negative leftwards) and its speed. */
export type Release = { dx: number; velocity: number; completes: boolean };

/** What the decider makes of one position of a pointer, a finger or a trackpad's scroll. */
export type Step =
  | { kind: "wait" }
  | { kind: "start"; dx: number }
  | { kind: "move"; dx: number }
  /** Vertical drift over SWIPE_MAX_VERTICAL before the drag was sure: the page's scroll; it is over. */
  | { kind: "scroll" };

/**
 * The rule for one drag, over (dx, dy, time) samples; time is when the finger was there (the event's own
 * time, eventTime.ts), not when a handler got round to it. A drag follows the finger from DRAG_START px
 * sideways; until it has gone SWIPE_DISTANCE px sideways, a vertical drift of more than
 * SWIPE_MAX_VERTICAL px makes it the page's scroll (it ends, and runs back if it had started). From
 * SWIPE_DISTANCE on it is sure and vertical drift no longer matters. At release it completes by
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
