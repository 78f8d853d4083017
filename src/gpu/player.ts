import { createEmitter } from "../platform/emitter.ts";

/**
 * The one player contract of the GPU widgets (docs/architecture.md: the change pipeline). A player draws
 * one change of its widget, with the DOM or on a GPU canvas, on the one clock (motion/changeClock.ts):
 * the adapter asks the model for a change, plays it with the player that can draw now, drives it, awaits
 * `done` and tells the model. A change stands at its start until driven: a press settles it to its end
 * at pace 1 from the moment it was made; a finger (a change marked `dragged`) seeks it and settles it at
 * its own speed. Every player does all four; none may leave one out.
 */
export type Playing = {
  /** Settles once the change is at rest, at its end or (settled back) at its start. */
  done: Promise<void>;
  /**
   * Shows it `progress` (0 to 1) of the way through its own time, as a press shows it at that moment; a
   * settle going on stops there (a finger caught it).
   */
  seek(progress: number): void;
  /** Where it stands now, 0 to 1 (what it drew last). */
  progress(): number;
  /** Plays on to its end (1) or back to its start (0) at `pace` times its own pace, from `since`. */
  settle(to: 0 | 1, pace: number, since?: number): void;
  /** Ends it at once where it is going: its end, or its start once settled back (a press meanwhile, a
   * lost context, the time guard). */
  finish(): void;
};
export type Player<Change> = (change: Change) => Playing;

/** Nothing to draw: already at its end. */
export const ENDED: Playing = {
  done: Promise.resolve(),
  seek() {},
  progress: () => 1,
  settle() {},
  finish() {},
};

/** Several players drawing one change at once: done when all are; every call reaches them all. */
export function together(...all: Playing[]): Playing {
  return {
    done: Promise.all(all.map((p) => p.done)).then(() => undefined),
    seek: (progress) => {
      for (const p of all) p.seek(progress);
    },
    // One that has nothing to draw stands at its end: the others say where the change is.
    progress: () => Math.min(...all.map((p) => p.progress())),
    settle: (to, pace, since) => {
      for (const p of all) p.settle(to, pace, since);
    },
    finish: () => {
      for (const p of all) p.finish();
    },
  };
}

/**
 * The time guard: a change never holds its widget more than `limit` ms past its settle. Past it, the
 * change is finished (the DOM shows its end) and `done` settles, even if a player that was torn down
 * never says so. It is armed at the settle: a finger may hold a dragged change as long as it likes.
 * Browser timers, so Playwright's page.clock steps it.
 */
export function guarded(playing: Playing, limit: number): Playing {
  let timer = 0;
  let resolveLate = () => {};
  const late = new Promise<void>((resolve) => {
    resolveLate = resolve;
  });
  return {
    done: Promise.race([playing.done, late]).finally(() => clearTimeout(timer)),
    seek: (progress) => {
      clearTimeout(timer); // a finger holds it again: armed at its next settle
      playing.seek(progress);
    },
    progress: playing.progress,
    settle: (to, pace, since) => {
      playing.settle(to, pace, since);
      clearTimeout(timer);
      timer = window.setTimeout(() => {
        playing.finish();
        resolveLate();
      }, limit);
    },
    finish: playing.finish,
  };
}

/**
 * Where a GPU canvas offers its player. The canvas attaches it once its scene draws what the DOM shows,
 * and detaches it when its context is lost or it unmounts: a change it is drawing then ends at once, and
 * the widget's DOM takes over (the canvas-to-DOM hand-off). `ready()` says whether the canvas covers the
 * DOM now; `subscribe` fits React's useSyncExternalStore.
 */
export function createGpuSlot<Change>() {
  let player: Player<Change> | undefined;
  let coming = false;
  const drawing = new Set<Playing>();
  const events = createEmitter<{ ready: undefined; miss: undefined }>();
  const self = {
    ready: () => player !== undefined,
    subscribe: (fn: () => void) => events.on("ready", fn),
    attach(next: Player<Change>) {
      if (player === next) return;
      player = next;
      events.emit("ready", undefined);
    },
    detach() {
      if (!player) return;
      player = undefined;
      for (const playing of [...drawing]) playing.finish();
      events.emit("ready", undefined);
    },
    /** Whether the canvas is on its way (wanted, and WebGL works): a change may wait a moment for it. */
    expect(on: boolean) {
      const given = coming && !on;
      coming = on;
      // None is coming after all (no WebGL, or no longer wanted): a change waiting for it goes on.
      if (given) events.emit("ready", undefined);
    },
    /**
     * Resolves once the canvas can draw, or after `limit` ms; undefined when there is nothing to wait
     * for (it draws now, or none is coming). A canvas that misses its moment is not waited for again:
     * the DOM plays from then on until it attaches.
     */
    arrival(limit: number): Promise<void> | undefined {
      if (player || !coming) return undefined;
      return new Promise((resolve) => {
        const timer = window.setTimeout(() => {
          coming = false;
          arrived();
        }, limit);
        const off = events.on("ready", () => (player || !coming) && arrived());
        function arrived() {
          clearTimeout(timer);
          off();
          resolve();
        }
      });
    },
    /** Hears each change offered while no canvas can draw it; returns the unsubscribe. */
    onMiss: (fn: () => void) => events.on("miss", fn),
    /** Plays `change` on the canvas when it can draw now; undefined when it cannot. */
    play(change: Change): Playing | undefined {
      if (!player) {
        events.emit("miss", undefined);
        return undefined;
      }
      const playing = player(change);
      drawing.add(playing);
      const over = () => void drawing.delete(playing);
      playing.done.then(over, over);
      return playing;
    },
  };
  return self;
}

export type GpuSlot<Change> = ReturnType<typeof createGpuSlot<Change>>;
