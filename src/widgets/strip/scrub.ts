import type { Playing } from "../../gpu/player.ts";
import { type Tween, tween } from "../../motion/tween.ts";
import { deferred } from "../../platform/deferred.ts";

/**
 * How a drag maps onto a page change (behaviour.md 11). The stage's whole width is
 * the whole change's time (the leave, then the enter: pageChangeTime), linearly: a finger |dx| px from
 * where it went down holds the change |dx| / width of the way through its time. Half the width is the
 * seam, where the old cards have all left and no new one has come in. Time is what the finger moves:
 * each card keeps its own ease and stagger, as a press's change shows them at that moment.
 */
export function dragProgress(dx: number, width: number): number {
  return width > 0 ? Math.min(1, Math.abs(dx) / width) : 0;
}

/** Where a drag goes: left (dx < 0) to the next page, right to the previous one (behaviour.md 2). */
export const dragDirection = (dx: number): 1 | -1 => (dx < 0 ? 1 : -1);

/**
 * The pace a released change settles at, in times its own pace (which already carries the debug panel's
 * time scale): never slower than that, nor than the finger was going, `velocity` px/ms across a stage
 * `width` px wide over a change of `changeMs`.
 */
export function settleSpeed(velocity: number, width: number, changeMs: number): number {
  return width > 0 ? Math.max(1, (Math.abs(velocity) / width) * changeMs) : 1;
}

/** What a held change's clock asks of the player that draws it. */
export type ScrubDrawing = {
  /** Draws the change `t` ms into its own time. */
  draw(t: number): void;
  /** The new page's cards can be drawn (its reply is here and, on the GPU, their snapshots made). */
  enterReady(): boolean;
  /** The change can end at its end: its page's reply is here. */
  arrived(): boolean;
  /** Leaves the cards at rest at the change's start (0) or end (1), nothing of it drawn. */
  rest(at: 0 | 1): void;
};

/**
 * The clock of a held page change, for either player (player.ts Scrub): `seek` puts it where the finger
 * is; `settle` plays it on to its end or back to its start, linear in time at `speed` times its pace.
 * Going on, it waits at the seam (the leave's end) until the new page's cards can be drawn, and goes on
 * at `entered()`. `finish` ends it at once: at its end if it was let go forwards and its page is here,
 * otherwise back at its start. Timed by requestAnimationFrame (motion/tween.ts): page.clock steps it.
 */
export function createScrubClock(times: { leave: number; total: number }, drawing: ScrubDrawing) {
  let t = 0;
  let goal: 0 | 1 | undefined;
  let pace = 1;
  let run: Tween | undefined;
  let over = false;
  const ended = deferred();

  const end = (at: 0 | 1) => {
    if (over) return;
    over = true;
    run?.cancel();
    drawing.rest(at);
    ended.resolve();
  };
  /** Plays on towards the goal, or to the seam while the enter cannot be drawn (entered() goes on). */
  const play = () => {
    run?.cancel();
    run = undefined;
    if (over || goal === undefined) return;
    const target = goal === 1 ? times.total : 0;
    const waits = goal === 1 && !drawing.enterReady();
    if (waits) t = Math.min(t, times.leave);
    const stop = waits ? times.leave : target;
    const from = t;
    let step: Tween | undefined;
    let stopped = false;
    step = tween({
      duration: Math.abs(stop - from) / pace,
      onUpdate: (v) => {
        t = from + (stop - from) * v;
        drawing.draw(t);
      },
      onComplete: () => {
        stopped = true;
        if (run === step) run = undefined;
        if (stop === target) end(goal ?? 0);
        else if (drawing.enterReady()) play();
      },
    });
    if (!stopped) run = step;
  };

  const playing: Playing = {
    done: ended.promise,
    finish: () => end(goal === 1 && drawing.arrived() ? 1 : 0),
    seek(progress) {
      if (over || goal !== undefined) return;
      t = progress * times.total;
      drawing.draw(t);
    },
    settle(to, speed) {
      if (over) return;
      goal = to;
      pace = speed;
      play();
    },
  };
  return {
    playing,
    /** The enter can be drawn now (or the reply came): a run waiting at the seam goes on. */
    entered() {
      if (over) return;
      if (goal === 1 && !run) play();
      else drawing.draw(t);
    },
    /** Draws where it is again (its first cards became drawable). */
    redraw: () => !over && drawing.draw(t),
  };
}
