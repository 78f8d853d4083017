import { createDragDecider, type Release } from "../platform/dragRule.ts";
import type { DragHandlers } from "./drag.ts";
import type { Press } from "./pointers.ts";
import type { SwipeDirection } from "./thresholds.ts";

export type DragsOn = { drag?: DragHandlers; swipe?: (direction: SwipeDirection) => void };

/** One drag, from a pointer's press or a trackpad's swipe; a handle left over from an older drag does nothing. */
export type Drag = {
  /**
   * A position (px from the start) at time `t` (eventTime.ts); true once it is a drag the page must not
   * also take. `draw` false: a move the browser coalesced before an event's last, sampled for the
   * finger's speed but not handed on (one move, so one draw, per event).
   */
  step(dx: number, dy: number, t: number, draw?: boolean): boolean;
  /** The drag is over: let go at `at` (by default at its last sample), or `taken` back by the browser. */
  finish(taken: boolean, at?: number): { moved: boolean };
};

/**
 * The drags on one surface, one at a time, fed to the rule (platform/dragRule.ts) and handed on: a widget
 * that follows drags gets `drag`, one that does not, or refuses it, gets `swipe` when a drag completes. A
 * press that became a pinch (pointers.ts) is neither.
 */
export function createDrags(on: DragsOn) {
  let current: { drag: Drag; press?: Press; following: boolean; moved: boolean } | undefined;

  function begin(press?: Press): Drag {
    const decider = createDragDecider();
    const drag: Drag = {
      step(dx, dy, t, draw = true) {
        const session = current?.drag === drag ? current : undefined;
        if (!session || session.press?.pinch) return false;
        const s = decider.sample(dx, dy, t);
        if (s.kind === "start") {
          session.following = on.drag?.start() ?? false;
          if (session.following && session.press) session.press.taken = true;
          if (session.following && draw) on.drag?.move(s.dx);
        } else if (s.kind === "move" && session.following && draw) {
          on.drag?.move(s.dx);
        } else if (s.kind === "scroll" && session.following) {
          session.following = false;
          on.drag?.end({ ...decider.release(), completes: false });
        }
        if (decider.following()) session.moved = true;
        return decider.following();
      },
      finish(taken, at) {
        const session = current?.drag === drag ? current : undefined;
        if (!session) return { moved: false };
        current = undefined;
        const letGo = decider.release(at);
        const release: Release = taken ? { ...letGo, completes: false } : letGo;
        if (session.following) on.drag?.end(release);
        else if (release.completes && !session.press?.pinch) on.swipe?.(release.dx < 0 ? "left" : "right");
        return { moved: session.moved };
      },
    };
    current = { drag, press, following: false, moved: false };
    return drag;
  }

  return {
    begin,
    /** A pointer's drag is on: a trackpad's swipe meanwhile is not another. */
    pressed: () => !!current?.press,
    /** The widget goes: a drag it follows runs back. */
    drop() {
      if (current?.following) on.drag?.end({ dx: 0, velocity: 0, completes: false });
      current = undefined;
    },
  };
}

export type Drags = ReturnType<typeof createDrags>;
