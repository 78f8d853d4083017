import type { Playing } from "../../gpu/player.ts";
import type { SlideshowModel } from "./model.ts";
import type { PlayedChange } from "./types.ts";

/**
 * The change being played that a finger drives or may take (useSlideDrag.ts): a dragged one, or a
 * press's while it runs. Its motion and its players.
 */
export type DraggedChange = {
  change: PlayedChange;
  /** Puts it where the finger holds it; one settling stops there (a finger caught it). */
  seek(progress: number): void;
  /** Where it stands, 0 to 1. */
  progress(): number;
  /** Where it was let go to while it settles there; undefined while a finger holds it. */
  going(): 0 | 1 | undefined;
  /** Lets go: on to its end (the model hears `finish`) or back to its start (`cancel`). */
  settle(to: 0 | 1, pace: number): void;
  /** Ends it at its start at once, and the model is idle again. */
  cancel(): void;
};

/**
 * Drives a change being played and tells the model where it ended (`over` first): a press settles it to
 * its end at pace 1 from its start; a retune is at its end at once; a dragged one stands at its start.
 * Each but a retune is handed back for a finger: a dragged one to drive, a press's to take where it
 * stands (going to its end until then; once taken it may run back). `hurry` ends any of them at once
 * where it is going, and the model hears it at once (so a drag may start the next change in the same
 * event).
 */
export function drive(model: SlideshowModel, change: PlayedChange, playing: Playing, over: () => void) {
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
  let going: 0 | 1 | undefined;
  if (change.dragged)
    playing.seek(0); // standing at its start until the finger moves it
  else {
    going = 1;
    playing.settle(1, 1, change.startedAt);
  }
  const seek = (progress: number) => {
    going = undefined;
    playing.seek(progress);
  };
  const settle = (at: 0 | 1, pace: number) => {
    to = going = at;
    playing.settle(at, pace);
  };
  const cancel = () => {
    settle(0, 1);
    hurry();
  };
  const dragged: DraggedChange = {
    change,
    seek,
    progress: playing.progress,
    going: () => going,
    settle,
    cancel,
  };
  return { hurry, dragged };
}
