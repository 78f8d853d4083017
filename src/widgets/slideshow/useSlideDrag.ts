import { type RefObject, useRef } from "react";
import type { DragHandlers } from "../../gestures/drag.ts";
import { settlePace } from "../../motion/changeClock.ts";
import { fingerProgress } from "../../motion/fingerProgress.ts";
import { fingerEdge } from "./draggedMotion.ts";
import type { SlideshowModel } from "./model.ts";
import type { SlideAnimation } from "./options.ts";
import type { DraggedChange } from "./useSlideChanges.ts";

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
 * flick) or back, no slower than the finger moved. A finger that takes a moving slideshow (a flick's
 * change still settling, a press's, autoplay's) ends that change at once where it was going and drives
 * the next, so quick flicks add up. It follows only while motion is welcome and nothing is zoomed (a
 * drag then pans); otherwise `start` refuses, and a completed drag is a swipe (under reduced motion the
 * slide changes at once). Two fingers are a pinch, which zooms: the gesture layer never asks `start`
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
  return {
    start() {
      stageWidth.current = stage.current?.clientWidth ?? 0;
      if (!model || reduced || zoomed()) return false;
      if (model.state().running) hurry();
      // Still running: a change waiting for its canvas, not yet played.
      return !model.state().running;
    },
    move(dx) {
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
    end({ completes, velocity }) {
      const now = dragged();
      now?.settle(completes ? 1 : 0, settlePace(velocity, width(), now.change.motion.total));
    },
  };
}
