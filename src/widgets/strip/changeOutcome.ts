import type { Playing } from "../../gpu/player.ts";
import type { StripModel, StripRequest } from "./model.ts";
import type { StripChange } from "./pageChange.ts";
import { warmPictures } from "./warmPictures.ts";

/*
 * What decides the page a change leaves the strip on (behaviour.md 2 and 11), for a press and a finger:
 * its reply, where it is let go, and where it ends.
 */

/** The change playing now, however it is driven. */
export type ChangeNow = {
  request: StripRequest;
  change: StripChange;
  playing: Playing;
  /** A finger drives it until it lets go (`released`). */
  dragged: boolean;
  /** Where it was let go, 1 on to its end or 0 back, and at what pace; absent while a finger drives
   * it or a press's page is on its way. */
  released?: 0 | 1;
  pace?: number;
  /** It has ended, at its end or its start. */
  over: boolean;
  /** Its page's reply: here, failed, or (absent) on its way. */
  reply?: { page: number } | "failed";
  /** Settles once it has ended and the model knows where: its page active, or the strip on its own. */
  ended: Promise<void>;
  /** Settles once it has ended and its page, if it came, is active; rejects with its reply's error. */
  finished: Promise<void>;
};

/**
 * Lets a change go, on to its end or back. A press's page becomes active now (its reply is here); a
 * dragged change's only as it ends at its end (endedAt), so that a finger may catch it on the way.
 */
export function letGo(model: StripModel, now: ChangeNow, to: 0 | 1, pace: number) {
  now.released = to;
  now.pace = pace;
  if (!now.dragged && to === 1 && typeof now.reply === "object") model.succeed(now.reply.page);
  now.playing.settle(to, pace);
}

/** A finger takes a dragged change back past its start: it is over there at once, its request too. */
export function takeBack(model: StripModel, now: ChangeNow) {
  now.released = 0;
  model.cancel(now.request);
  now.playing.finish();
}

/**
 * Where a change ended decides the page: let go on and ended at its end, its page came (the players drew
 * it) and is active (a press's already was); otherwise it ended at its start, taken back or ended (time
 * guard, lost canvas, a press) before its page came, and the strip stays on its page.
 */
export async function endedAt(model: StripModel, now: ChangeNow, reply: Promise<{ page: number }>) {
  const on = now.released === 1 && now.playing.progress() === 1;
  const page = on
    ? await reply.then(
        ({ page }) => page,
        () => undefined,
      )
    : undefined;
  if (page === undefined) model.cancel(now.request);
  else model.succeed(page);
}

/**
 * What a change's reply does, written once for a press and a finger: here, a press's change is let go
 * to its end from that moment, and a dragged one already let go on completes; failed, the strip stays on
 * its page, the error is fired (`fail`) and raised, and a change let go on runs back (a press's, never
 * drawn, ends at once). A change taken back or over hears nothing more (nothing is asked for any more,
 * so its failure goes unsaid, as a prefetch's). The new page's pictures are warmed while it lives.
 */
export async function followReply(
  model: StripModel,
  now: ChangeNow,
  reply: Promise<{ page: number; html: Parameters<typeof warmPictures>[0] }>,
  fail: (error: unknown) => void,
): Promise<void> {
  const heard = () => !now.over && now.released !== 0;
  let page: number;
  try {
    // Once the players have their page too (they heard the change's html first): a change let go now
    // that takes no time (reduced motion) ends at its end, not at its start for want of it.
    const [arrived] = await Promise.all([reply, now.change.html]);
    page = arrived.page;
    if (!heard()) return;
    const warm = warmPictures(arrived.html);
    void now.playing.done.then(() => warm.remove());
  } catch (error) {
    if (!heard()) return;
    now.reply = "failed";
    model.fail();
    fail(error);
    if (now.released === 1) now.playing.settle(0, now.pace ?? 1);
    else if (!now.dragged) now.playing.finish();
    throw error;
  }
  now.reply = { page };
  if (!now.dragged) letGo(model, now, 1, 1);
  else model.received(now.request);
}
