import { type RefObject, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { ENDED, type GpuSlot, guarded, type Playing, together } from "../../gpu/player.ts";
import { motionStore } from "../../motion/motionStore.ts";
import { createDomPlayer, domDraws } from "./domPlayer.ts";
import { type DraggedChange, drive } from "./driveChange.ts";
import type { Change, SlideshowModel } from "./model.ts";
import type { ResolvedOptions } from "./options.ts";
import { playedChange } from "./playedChange.ts";
import type { ChangeMotion } from "./transitions/index.ts";
import type { PlayedChange } from "./types.ts";

/** ms past its own length that a change may take before the time guard ends it. */
const CHANGE_SLACK_MS = 1000;
/**
 * ms a change that only a canvas draws (blinds, boxes, the catalogue) waits for a canvas that is
 * starting (a press that was the visitor's first sign), so that it plays as configured; past it, the
 * DOM crossfades it. The DOM draws the others as the canvas does: they never wait.
 */
const CANVAS_WAIT_MS = 1000;

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
      const drawnNow = c.dragged || c.retune || domDraws(c.animation);
      const arrival = drawnNow ? undefined : slot.arrival(CANVAS_WAIT_MS);
      if (!arrival) return play(c);
      setShown((s) => ({ ...s, waiting: true }));
      void arrival.then(() => alive && play(c));
    });
    const offCancel = model.on("cancel", ({ index }) => setShown({ index }));
    const offSettle = model.on("settle", ({ index }) => {
      setShown({ index });
      motionStore.ended("slideshow"); // the debug panel's Loop plays it again
    });
    return () => {
      alive = false;
      offChange();
      offSettle();
      offCancel();
      current?.finish();
    };
  }, [model, optionsNow, region, slot, reduced]);

  return { shown, dragged: () => dragged.current, hurry: () => hurry.current() };
}
