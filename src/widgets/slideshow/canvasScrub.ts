import type { gsap } from "gsap";
import type { Playing } from "../../gpu/player.ts";
import { settleTimeline } from "../../motion/gsap.ts";
import type { Deferred } from "../../platform/deferred.ts";

type Ends = {
  /** Draws the change at its end, the new slide settled, and resolves `done`. */
  complete(): void;
  /** Shows the slide the change left, settled. */
  back(): void;
  /** Draws the pieces where the timeline put them. */
  draw(): void;
  done: Deferred<void>;
};

/**
 * The GPU player's dragged change (gpu/player.ts's Scrub) on its paused `timeline`: each seek sets its
 * progress without its callbacks (a finger at the stage's edge has not completed it) and draws; settle
 * plays it on to its end or back to its start at `speed`, where the slide it left shows settled.
 * finish() goes there at once: its end, unless it was settled back.
 */
export function scrubTimeline(timeline: gsap.core.Timeline, { complete, back, draw, done }: Ends): Playing {
  let target: 0 | 1 = 1;
  const backDone = () => {
    back();
    draw();
    done.resolve();
  };
  const arrive = () => (target === 1 ? complete() : backDone());
  timeline.eventCallback("onReverseComplete", backDone);
  return {
    done: done.promise,
    seek(progress) {
      timeline.progress(progress, true);
      draw();
    },
    settle(to, speed) {
      target = to;
      timeline.timeScale(speed);
      const there = to === 1 ? timeline.progress() >= 1 : timeline.progress() <= 0;
      if (there) arrive();
      else settleTimeline(timeline, to);
    },
    finish() {
      timeline.pause();
      timeline.progress(target, true);
      arrive();
    },
  };
}
