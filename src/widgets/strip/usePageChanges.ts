import { type RefObject, useCallback, useMemo, useRef } from "react";
import { type GpuSlot, guarded } from "../../gpu/player.ts";
import { motionStore } from "../../motion/motionStore.ts";
import { prefersReducedMotion } from "../../motion/reducedMotion.ts";
import { type ChangeNow, endedAt, followReply } from "./changeOutcome.ts";
import { createDomPlayer } from "./domPlayer.ts";
import type { StripModel, StripRequest, StripTarget } from "./model.ts";
import type { ResolvedStripOptions } from "./options.ts";
import type { PageCache } from "./pageCache.ts";
import { describeChange, pageChangeTime, retunedPlay, type StripChange } from "./pageChange.ts";
import type { StripPages } from "./pages.ts";

/**
 * ms a page change may run past its own length, while the new page's pictures load and decode, before
 * the time guard ends it.
 */
export const PICTURES_SLACK_MS = 5000;

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
 * (useStripDrag.ts) and lets go of it. Its page becomes active only once its reply is here and it is
 * let go on to its end (a press's) or has settled there (a dragged one's: changeOutcome.ts); a failed reply raises behaviour.md 8's error, fires it as an `error` event on the
 * strip, and the change runs back. A press while a change plays brings that change to its end at once,
 * then goes on; while a finger drives one, or a press's page is on its way, a press does nothing.
 * `go` is undefined until the model is made.
 */
export function usePageChanges(
  model: StripModel | undefined,
  cache: PageCache,
  optionsNow: () => ResolvedStripOptions,
  { slot, pages, container }: Players,
) {
  const current = useRef<ChangeNow | null>(null);
  const dom = useMemo(() => createDomPlayer(pages, prefersReducedMotion), [pages]);
  const start = useCallback(
    (request: StripRequest, dragged: boolean): ChangeNow | undefined => {
      if (!model) return undefined;
      const reply = cache.take(request.page);
      const leaving = pages.list()?.querySelectorAll("[data-strips-item]").length ?? 0;
      const html = reply.then((r) => r.html);
      html.catch(() => undefined); // a failed reply is reported once, by followReply
      const parts = { direction: request.direction, leaving, dragged, html };
      const described = describeChange(parts, optionsNow(), motionStore.playback().timeScale);
      const retuned = () => retunedPlay(described.play, optionsNow(), motionStore.playback().timeScale);
      const change: StripChange = { ...described, retuned };
      dom.drop();
      const player = slot.play(change) ?? dom.play(change);
      const playing = guarded(player, pageChangeTime(change) + PICTURES_SLACK_MS);
      const settled = Promise.resolve();
      const now: ChangeNow = {
        request,
        change,
        playing,
        dragged,
        over: false,
        ended: settled,
        finished: settled,
      };
      const fail = (error: unknown) => {
        container.current?.dispatchEvent(new CustomEvent("error", { detail: error }));
      };
      now.ended = playing.done.then(() => {
        now.over = true;
        if (current.current === now) current.current = null;
        return endedAt(model, now, reply);
      });
      now.finished = Promise.all([followReply(model, now, reply, fail), now.ended]).then(() => undefined);
      current.current = now;
      return now;
    },
    [model, cache, optionsNow, slot, pages, container, dom],
  );
  const go = useCallback(
    async (target: StripTarget) => {
      for (let now = current.current; now; now = current.current) {
        if (now.released === undefined) return; // a finger drives it, or a press's page is on its way
        now.playing.finish();
        await now.ended;
      }
      const request = model?.request(target);
      if (request) await start(request, false)?.finished;
    },
    [model, start],
  );
  return useMemo(() => ({ go: model ? go : undefined, start, current }), [model, go, start]);
}
