import { type RefObject, useCallback, useRef } from "react";
import { type GpuSlot, guarded, type Playing } from "../../gpu/player.ts";
import { motionStore } from "../../motion/motionStore.ts";
import { prefersReducedMotion } from "../../motion/reducedMotion.ts";
import { createDomPlayer } from "./domPlayer.ts";
import type { StripModel, StripTarget } from "./model.ts";
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

/** The change playing now; `held` while a finger drives it (useStripDrag.ts), until it lets go. */
export type ChangeNow = { playing: Playing; held: boolean };

export type Players = {
  slot: GpuSlot<StripChange>;
  pages: StripPages;
  container: RefObject<HTMLElement | null>;
  /** The change playing now, where the strip's drags see it too. */
  changing?: RefObject<ChangeNow | null>;
};

/**
 * A press becomes a request; its reply a page change, played by the GPU canvas while it can draw and
 * by the DOM cards otherwise. A press while a change plays brings that change to its end at once, then
 * goes on; while a finger drives one, a press (a key, autoplay) does nothing. A failure leaves the
 * strip on its page, fires an `error` event on the strip and is raised (behaviour.md 8). `go` is undefined
 * until the model is made.
 */
export function usePageChanges(
  model: StripModel | undefined,
  cache: PageCache,
  options: ResolvedStripOptions,
  { slot, pages, container, changing: shared }: Players,
) {
  const own = useRef<ChangeNow | null>(null);
  const changing = shared ?? own;
  const go = useCallback(
    async (target: StripTarget) => {
      while (changing.current) {
        if (changing.current.held) return;
        changing.current.playing.finish();
        await changing.current.playing.done;
      }
      const request = model?.request(target);
      if (!model || !request) return;
      let reply: Awaited<ReturnType<typeof cache.take>>;
      try {
        reply = await cache.take(request.page);
      } catch (error) {
        model.fail();
        container.current?.dispatchEvent(new CustomEvent("error", { detail: error }));
        throw error;
      }
      model.succeed(reply.page);
      const warm = warmPictures(reply.html);
      const leaving = pages.list()?.querySelectorAll("[data-strips-item]").length ?? 0;
      const arrived = { html: reply.html, direction: request.direction, leaving };
      const change = describeChange(arrived, options, motionStore.playback().timeScale);
      const playing = slot.play(change) ?? createDomPlayer(pages, prefersReducedMotion())(change);
      const current = { playing: guarded(playing, pageChangeTime(change) + PICTURES_SLACK_MS), held: false };
      changing.current = current;
      try {
        await current.playing.done;
      } finally {
        warm.remove(); // held until here: its pictures load while it lives
        if (changing.current === current) changing.current = null;
      }
    },
    [model, cache, options, slot, pages, container, changing],
  );
  return model ? go : undefined;
}
