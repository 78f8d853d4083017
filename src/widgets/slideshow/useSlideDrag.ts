import { type RefObject, useRef } from "react";
import type { DragHandlers } from "../../gestures/drag.ts";
import { settlePace } from "../../motion/changeClock.ts";
import { caughtProgress, fingerProgress } from "../../motion/fingerProgress.ts";
import { fingerEdge } from "./draggedMotion.ts";
import type { DraggedChange } from "./driveChange.ts";
import type { SlideshowModel } from "./model.ts";
import type { SlideAnimation } from "./options.ts";

type Inputs = {
  stage: RefObject<HTMLElement | null>;
  zoomed: () => boolean;
  reduced: boolean;
};

/**
 * What a horizontal drag on the stage does (behaviour.md 11): it starts the change
 * towards the side it pulls (left: next, right: previous) and drives it (motion/fingerProgress.ts maps
 * the finger to its progress); a drag back past its start ends that change at its start at once and
 * starts the other; release settles it, on to its end when it completes (behaviour.md 11's 50 px, or a
 * flick) or back, no slower than the finger moved. A finger that comes down on a moving slideshow (a
 * flick's change still settling, a press's or autoplay's running) catches that change where it stands
 * and drives it from there, so quick flicks add up. It follows only while motion is welcome and nothing
 * is zoomed (a drag then pans); otherwise `start` refuses, and a completed drag is a swipe (under
 * reduced motion the slide changes at once). Two fingers are a pinch, which zooms: the gesture layer never asks `start`
 * (gestures/pointers.ts).
 */
export function useSlideDrag(
  model: SlideshowModel | undefined,
  changes: { dragged: () => DraggedChange | undefined; hurry: () => void },
  { stage, zoomed, reduced }: Inputs,
): DragHandlers {
  const { dragged, hurry } = changes;
  // Measured as the drag starts, before its change is committed: read after that commit, it forced a
  // layout in the middle of the first move (about 10 ms on a phone at 4x CPU).
  const stageWidth = useRef(0);
  const width = () => stageWidth.current;
  const caught = useCaught(dragged, hurry, width);
  /**
   * A flick onwards on a caught change that was already going to its end asks for one more slide (two
   * flicks, two changes, as a carousel's index moves at the first): it ends at once, and the next one
   * plays from its start at the flick's pace.
   */
  const oneMore = (now: DraggedChange, pace: number) => {
    now.settle(1, pace);
    hurry();
    if (model?.drag(now.change.direction === "forward" ? "next" : "previous")) dragged()?.settle(1, pace);
  };
  return {
    start() {
      stageWidth.current = stage.current?.clientWidth ?? 0;
      if (!model || reduced || zoomed()) return false;
      if (caught.take()) return true;
      if (model.state().running) hurry();
      // Still running: a change waiting for its canvas, not yet played.
      return !model.state().running;
    },
    move(fingerDx) {
      if (caught.hold(fingerDx)) return;
      const dx = fingerDx - caught.base();
      let now = dragged();
      let animation: SlideAnimation | undefined;
      if (now && dx !== 0 && now.change.direction !== (dx < 0 ? "forward" : "backward")) {
        animation = now.change.animation; // "random" picks once a drag
        now.cancel();
        now = undefined;
      }
      if (!now && dx !== 0 && model?.drag(dx < 0 ? "next" : "previous", animation)) now = dragged();
      now?.seek(fingerProgress(dx, width(), now && fingerEdge(now.change.motion)));
    },
    end(release) {
      const now = dragged();
      const going = caught.letGo();
      if (!now) return;
      const pace = settlePace(release.velocity, width(), now.change.motion.total);
      const towardsEnd = release.dx < 0 === (now.change.direction === "forward");
      if (going === 1 && release.completes && towardsEnd) return oneMore(now, pace);
      // A caught change that the release does not decide (under 50 px and no flick) goes where it was going.
      const to = release.completes ? (towardsEnd ? 1 : 0) : (going ?? 0);
      now.settle(to, pace);
    },
  };
}

/**
 * A change a finger catches while it runs (a flick's let go a moment ago, a press's, autoplay's): it
 * stops where it is, and the finger moves it on or back from there by the same rule (caughtProgress).
 * Past its end it ends and the finger drives the next change; back past its start it ends there and the
 * finger drives the other way's. `base` is the finger's dx where the change it drives now began.
 */
function useCaught(dragged: () => DraggedChange | undefined, hurry: () => void, width: () => number) {
  const held = useRef<{ at: number; going: 0 | 1 }>(undefined);
  const base = useRef(0);
  return {
    /** Catches the change settling now, if there is one; true when caught. */
    take(): boolean {
      base.current = 0;
      const now = dragged();
      const going = now?.going();
      held.current = now && going !== undefined ? { at: now.progress(), going } : undefined;
      if (now && held.current) now.seek(held.current.at);
      return held.current !== undefined;
    },
    /** Moves the caught change with the finger; false when none is held (any more). */
    hold(fingerDx: number): boolean {
      const now = dragged();
      const c = held.current;
      if (!c || !now) return false;
      const sign = now.change.direction === "forward" ? -1 : 1; // towards its end, in the finger's dx
      const p = caughtProgress(c.at, sign * fingerDx, width(), fingerEdge(now.change.motion));
      if (p > 0 && p < 1) {
        now.seek(p);
        return true;
      }
      held.current = undefined;
      // Where the finger crossed its end or start: what lies beyond drives the next change.
      base.current = fingerDx - sign * (p >= 1 ? p - 1 : p) * width();
      if (p <= 0) now.cancel();
      else {
        now.settle(1, 1);
        hurry();
      }
      return false;
    },
    base: () => base.current,
    /** The drag is over: where the caught change was going, if one is still held. */
    letGo(): 0 | 1 | undefined {
      const going = held.current?.going;
      held.current = undefined;
      base.current = 0;
      return going;
    },
  };
}
