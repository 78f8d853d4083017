import { deferred } from "../platform/deferred.ts";

/**
 * The one clock of every change a widget draws, pressed or dragged, DOM or GPU (docs/architecture.md:
 * the change pipeline). A change has its own time, `ms` at pace 1 (the debug panel's time scale is
 * already in it), and a progress from 0 (its start) to 1 (its end) through that time. The clock stands
 * still until told: `seek` puts it where a finger holds it (a settle going on stops: a finger caught
 * it); `settle` plays it on to its end (1) or back
 * to its start (0) at `pace` times its own pace, from the moment `since` (a press settles to 1 at pace 1
 * from the moment it was made); `finish` goes where it was going at once. `draw` hears every progress,
 * linear in time: eases and staggers are the player's. A change whose next part cannot be drawn yet
 * (the strip's new page on its way) `waitAt`s a progress: a settle going on stops there (from beyond
 * it, goes back to it) and goes on from there, at the moment the wait is lifted. Timed by requestAnimationFrame and
 * performance.now, so Playwright's page.clock steps it, and GSAP-free, so the DOM players need no GSAP.
 */
export type ChangeClock = {
  seek(progress: number): void;
  /** Where it stands: the progress it drew last. */
  progress(): number;
  settle(to: 0 | 1, pace: number, since?: number): void;
  /** Ends it at once at `to`, by default where it was going; a change never driven draws nothing. */
  finish(to?: 0 | 1): void;
  /** A progress a settle going on does not pass until called again with undefined. */
  waitAt(progress: number | undefined): void;
  /** Draws where it stands again (what it draws became drawable), once it has been driven. */
  redraw(): void;
  /** Settles where the change ended: its end (1), or its start (0) once settled back. */
  done: Promise<0 | 1>;
};

/**
 * `draw` hears every progress; `rest` hears where it ended, in the same task as its last frame (a change
 * after it may start at once: what it leaves must be drawn before that one draws).
 */
export function createChangeClock(
  ms: number,
  draw: (progress: number) => void,
  rest: (at: 0 | 1) => void = () => {},
): ChangeClock {
  let progress = 0;
  let target: 0 | 1 = 1;
  let stop = () => {};
  let over = false;
  let driven = false;
  let wait: number | undefined;
  /** A settle stopped at `wait`: its pace a ms, to go on with once the wait is lifted. */
  let waiting: number | undefined;
  const ended = deferred<0 | 1>();
  const show = (p: number) => {
    driven = true;
    progress = Math.min(1, Math.max(0, p));
    draw(progress);
  };
  const end = () => {
    if (over) return;
    over = true;
    stop();
    if (driven) show(target);
    rest(target);
    ended.resolve(target);
  };
  /** Runs from `from` at `since` towards the target, `perMs` of its progress a ms. */
  const run = (from: number, since: number, perMs: number) => {
    waiting = undefined;
    const at = (now: number) => from + Math.max(0, now - since) * perMs;
    /** Shows `p`; false once the run is over (at its end, or stopped at the wait). */
    const go = (p: number) => {
      if (target === 1 && wait !== undefined && progress <= wait && p >= wait) {
        show(wait);
        waiting = perMs;
        return false;
      }
      if (target === 1 ? p >= 1 : p <= 0) {
        end();
        return false;
      }
      show(p);
      return true;
    };
    stop = eachFrame((now) => go(at(now)));
  };
  return {
    seek(p) {
      if (over) return;
      stop();
      waiting = undefined;
      show(p);
    },
    progress: () => progress,
    settle(to, pace, since = performance.now()) {
      if (over) return;
      target = to;
      driven = true;
      stop();
      if (ms <= 0 || pace <= 0) return end();
      // Let go beyond where it must wait (past the strip's seam before its page came): back there.
      if (to === 1 && wait !== undefined && progress > wait) show(wait);
      run(progress, since, ((to === 1 ? 1 : -1) * pace) / ms);
    },
    finish(to = target) {
      target = to;
      end();
    },
    waitAt(p) {
      wait = p;
      const goesOn = waiting !== undefined && (p === undefined || p > progress);
      if (goesOn && !over) run(progress, performance.now(), waiting ?? 0);
    },
    redraw() {
      if (driven && !over) draw(progress);
    },
    done: ended.promise,
  };
}

/** Calls `step` now and then each animation frame, until it returns false; returns what stops it. */
function eachFrame(step: (now: number) => boolean): () => void {
  let frame = 0;
  const next = (now: number) => {
    if (step(now)) frame = requestAnimationFrame(next);
  };
  next(performance.now());
  return () => cancelAnimationFrame(frame);
}

/**
 * The pace a released change settles at, in times its own pace: never slower than its own (1), nor
 * than the finger was going. A finger at `velocity` px/ms across a stage `width` px wide moves |velocity|
 * / width of the change a ms; the change moves 1 / `ms` a ms at pace 1. behaviour.md 11.
 */
export function settlePace(velocity: number, width: number, ms: number): number {
  return width > 0 ? Math.max(1, (Math.abs(velocity) / width) * ms) : 1;
}
