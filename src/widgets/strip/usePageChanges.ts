import { type RefObject, useCallback, useMemo, useRef } from "react";
import { type GpuSlot, guarded, type Playing } from "../../gpu/player.ts";
import { motionStore } from "../../motion/motionStore.ts";
import { prefersReducedMotion } from "../../motion/reducedMotion.ts";
import { createDomPlayer } from "./domPlayer.ts";
import type { StripModel, StripRequest, StripTarget } from "./model.ts";
import type { ResolvedStripOptions } from "./options.ts";
import type { PageCache } from "./pageCache.ts";
import { describeChange, pageChangeTime, type StripChange } from "./pageChange.ts";
import type { StripPages } from "./pages.ts";
import { warmPictures } from "./warmPictures.ts";

/**
 * ms a page change may run past its own length, while the new page's pictures load and decode, before
 * the time guard ends it.
 */
export const PICTURES_SLACK_MS = 5000;

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
  /** Settles once it has ended and its page, if it came, is active; rejects with its reply's error. */
  finished: Promise<void>;
};

export type Players = {
  slot: GpuSlot<StripChange>;
  pages: StripPages;
  container: RefObject<HTMLElement | null>;
};

/**
 * The strip's one change pipeline (docs/architecture.md: the change pipeline): a press, a key, autoplay,
 * a replayed early press and a finger all start a change here. It begins as it is asked for, drawn by
 * the GPU canvas while it can draw and by the DOM cards otherwise, standing at its start while its page
 * is on its way. A press lets it go to its end at pace 1 once its page is here; a finger drives it
 * (useStripDrag.ts) and lets go of it. Its page becomes active only when it is let go on to its end
 * with its reply here; a failed reply raises behaviour.md 8's error, fires it as an `error` event on the
 * strip, and the change runs back. A press while a change plays brings that change to its end at once,
 * then goes on; while a finger drives one, or a press's page is on its way, a press does nothing.
 * `go` is undefined until the model is made.
 */
export function usePageChanges(
  model: StripModel | undefined,
  cache: PageCache,
  options: ResolvedStripOptions,
  { slot, pages, container }: Players,
) {
  const current = useRef<ChangeNow | null>(null);
  const start = useCallback(
    (request: StripRequest, dragged: boolean): ChangeNow | undefined => {
      if (!model) return undefined;
      const reply = cache.take(request.page);
      const leaving = pages.list()?.querySelectorAll("[data-strips-item]").length ?? 0;
      const html = reply.then((r) => r.html);
      html.catch(() => undefined); // a failed reply is reported once, by followReply
      const parts = { direction: request.direction, leaving, dragged, html };
      const change = describeChange(parts, options, motionStore.playback().timeScale);
      const player = slot.play(change) ?? createDomPlayer(pages, prefersReducedMotion())(change);
      const playing = guarded(player, pageChangeTime(change) + PICTURES_SLACK_MS);
      const now: ChangeNow = { request, change, playing, dragged, over: false, finished: Promise.resolve() };
      const fail = (error: unknown) => {
        container.current?.dispatchEvent(new CustomEvent("error", { detail: error }));
      };
      now.finished = followReply(model, now, reply, fail);
      current.current = now;
      void playing.done.then(() => {
        now.over = true;
        if (current.current === now) current.current = null;
        // Ended at its start: taken back, or ended (time guard, lost canvas, a press) before its page came.
        if (now.released !== 1 || now.reply === undefined) model.cancel(request);
      });
      return now;
    },
    [model, cache, options, slot, pages, container],
  );
  const go = useCallback(
    async (target: StripTarget) => {
      for (let now = current.current; now; now = current.current) {
        if (now.released === undefined) return; // a finger drives it, or a press's page is on its way
        now.playing.finish();
        await now.playing.done;
      }
      const request = model?.request(target);
      if (request) await start(request, false)?.finished;
    },
    [model, start],
  );
  return useMemo(() => ({ go: model ? go : undefined, start, current }), [model, go, start]);
}

/** Lets a change go: on to its end (its page becomes active if its reply is here) or back. */
export function letGo(model: StripModel, now: ChangeNow, to: 0 | 1, pace: number, since?: number) {
  now.released = to;
  now.pace = pace;
  if (to === 0) model.cancel(now.request);
  else if (now.reply !== undefined && now.reply !== "failed") model.succeed(now.reply.page);
  now.playing.settle(to, pace, since);
}

/**
 * What a change's reply does, written once for a press and a finger: here, a press's change is let go
 * to its end from that moment, and a dragged one already let go on completes; failed, the strip stays on
 * its page, the error is fired (`fail`) and raised, and a change let go on runs back (a press's, never
 * drawn, ends at once). A change taken back or over hears nothing more (nothing is asked for any more,
 * so its failure goes unsaid, as a prefetch's). The new page's pictures are warmed while it lives.
 */
async function followReply(
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
  else if (now.released === 1) model.succeed(page);
  else model.received(now.request);
  await now.playing.done;
}
