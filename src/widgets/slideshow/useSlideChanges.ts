import { type RefObject, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { ENDED, type GpuSlot, guarded, type Playing, together } from "../../gpu/player.ts";
import { motionStore } from "../../motion/motionStore.ts";
import { createDomPlayer, domDraws } from "./domPlayer.ts";
import type { Change, SlideshowModel } from "./model.ts";
import type { ResolvedOptions } from "./options.ts";
import { playedChange } from "./playedChange.ts";
import type { ChangeMotion } from "./transitions/index.ts";
import type { PlayedChange } from "./types.ts";

/** ms past its own length that a change may take before the time guard ends it. */
const CHANGE_SLACK_MS = 1000;
/** ms between the end of a looped transition and its replay (the debug panel's loop). */
const LOOP_PAUSE = 600;
/**
 * ms a change that only a canvas draws (blinds, boxes, the catalogue) waits for a canvas that is
 * starting (a press that was the visitor's first sign), so that it plays as configured; past it, the
 * DOM crossfades it. The DOM draws the others as the canvas does: they never wait.
 */
const CANVAS_WAIT_MS = 1000;

/** The dragged change being played (useSlideDrag.ts drives it): its motion and its players. */
export type DraggedChange = {
  change: PlayedChange;
  seek(progress: number): void;
  /** Lets go: on to its end (the model hears `finish`) or back to its start (`cancel`). */
  settle(to: 0 | 1, pace: number): void;
  /** Ends it at its start at once, and the model is idle again. */
  cancel(): void;
};

/**
 * Plays the model's changes: each is given its motion (from the options in effect as it starts), shown
 * in React state, drawn by the DOM player (slides beneath the canvas, captions) and, while the canvas
 * can draw, by the GPU player too; when both are done the model hears it. A press (a key, autoplay, a
 * replayed early press) is its change settled to its end at pace 1 from the moment it began; a dragged
 * change is given to useSlideDrag.ts to drive. Whether a change waits for the canvas is decided on what
 * it plays (`random` has picked that already); a dragged one never waits (the DOM draws it when no
 * canvas can). Returns the slide shown (`index`: the settled one, which a dragged change leaves until it
 * completes), the change being played, the one a finger drives, and `hurry`, which ends the change
 * being played at once where it is going.
 */
export function useSlideChanges(
  model: SlideshowModel | undefined,
  optionsNow: () => ResolvedOptions,
  {
    region,
    slot,
    reduced,
  }: { region: RefObject<HTMLElement | null>; slot: GpuSlot<PlayedChange>; reduced: boolean },
) {
  /** `waiting`: a change has begun but waits for the canvas; the slide shown is still `index`. */
  const [shown, setShown] = useState<{ index: number; change?: PlayedChange; waiting?: boolean }>({
    index: 0,
  });
  const dragged = useRef<DraggedChange>(undefined);
  /** Ends the change being played at once, where it is going (a finger takes the slideshow). */
  const hurry = useRef(() => {});

  useEffect(() => {
    if (!model) return;
    let current: Playing | undefined;
    let looping = 0;
    let alive = true;
    /** The last change's motion: a retune keeps its shuffle (see playedChange). */
    let last: ChangeMotion | undefined;
    const domPlayer = region.current ? createDomPlayer(region.current, reduced) : undefined;
    const play = (c: Change) => {
      const change = playedChange(c, optionsNow(), last);
      last = change.motion;
      // Committed before the first frame is drawn, so the new slide never flashes in.
      flushSync(() => setShown({ index: c.dragged ? c.from : c.to, change }));
      const gpu = slot.play(change);
      const dom = domPlayer?.({ ...change, underCanvas: !!gpu }) ?? ENDED;
      const playing = guarded(together(dom, gpu ?? ENDED), change.motion.total + CHANGE_SLACK_MS);
      current = playing;
      const driven = drive(model, change, playing, () => {
        if (dragged.current?.change.id === c.id) dragged.current = undefined;
      });
      hurry.current = driven.hurry;
      if (driven.dragged) dragged.current = driven.dragged;
    };
    const offChange = model.on("change", (c) => {
      clearTimeout(looping);
      const drawnNow = c.dragged || c.retune || domDraws(c.animation);
      const arrival = drawnNow ? undefined : slot.arrival(CANVAS_WAIT_MS);
      if (!arrival) return play(c);
      setShown((s) => ({ ...s, waiting: true }));
      void arrival.then(() => alive && play(c));
    });
    const offCancel = model.on("cancel", ({ index }) => setShown({ index }));
    const offSettle = model.on("settle", ({ index }) => {
      setShown({ index });
      // Loop read again after the pause: unticked meanwhile, nothing more plays.
      const again = () => motionStore.playback().loop && model.replay();
      if (motionStore.playback().loop) looping = window.setTimeout(again, LOOP_PAUSE);
    });
    return () => {
      alive = false;
      clearTimeout(looping);
      offChange();
      offSettle();
      offCancel();
      current?.finish();
    };
  }, [model, optionsNow, region, slot, reduced]);

  return { shown, dragged: () => dragged.current, hurry: () => hurry.current() };
}

/**
 * Drives a change being played and tells the model where it ended (`over` first): a press settles it to
 * its end at pace 1 from its start; a retune is at its end at once; a dragged one stands at its start
 * and is handed back, for the finger to drive. `hurry` ends any of them at once where it is going, and
 * the model hears it at once (so a drag may start the next change in the same event).
 */
function drive(model: SlideshowModel, change: PlayedChange, playing: Playing, over: () => void) {
  let to: 0 | 1 = 1;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    over();
    if (to === 1) model.finish(change.id);
    else model.cancel(change.id);
  };
  const hurry = () => {
    playing.finish();
    end();
  };
  playing.done.then(end, end);
  if (change.retune) {
    playing.seek(1);
    hurry(); // the model hears it at once: a replay asked right after the edit plays
    return { hurry };
  }
  if (!change.dragged) {
    playing.settle(1, 1, change.startedAt);
    return { hurry };
  }
  playing.seek(0); // standing at its start until the finger moves it
  const settle = (at: 0 | 1, pace: number) => {
    to = at;
    playing.settle(at, pace);
  };
  const cancel = () => {
    settle(0, 1);
    hurry();
  };
  return { hurry, dragged: { change, seek: playing.seek, settle, cancel } satisfies DraggedChange };
}
