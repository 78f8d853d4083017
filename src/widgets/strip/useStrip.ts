import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { createGpuSlot, guarded, type Playing } from "../../gpu/player.ts";
import { motionStore } from "../../motion/motionStore.ts";
import { prefersReducedMotion } from "../../motion/reducedMotion.ts";
import type { SanitizedHtml } from "../../platform/trustedTypes.ts";
import { pickAnimation, stripPlay } from "./animations.ts";
import { requestStripPage } from "./client.ts";
import { playPageChange } from "./domAnimation.ts";
import { createStripModel, type StripModel, type StripState, type StripTarget } from "./model.ts";
import type { ResolvedStripOptions } from "./options.ts";
import { createPageCache } from "./pageCache.ts";
import { type PageChange, pageChangeTime } from "./pageChange.ts";
import { usePrefetch } from "./usePrefetch.ts";
import { warmPictures } from "./warmPictures.ts";

/** ms a change may wait past its own length (the new page's pictures) before the time guard ends it. */
const GUARD_MS = 5000;

/** The strip's list of cards inside its container. */
const itemsOf = (container: HTMLElement | null) =>
  container?.querySelector<HTMLElement>("[data-strips-items]");

type Where = { moduleId: number; endpoint: string; page: number; pages: number };

/**
 * The bridge between the paging model and the page: a press becomes a request, its reply the new
 * page's HTML, played by the GPU canvas while it can draw and by the DOM cards otherwise. A failure
 * leaves the strip on its page, fires an `error` event on the strip and is raised (SPEC.md 8).
 */
export function useStrip({ moduleId, endpoint, page, pages }: Where, options: ResolvedStripOptions) {
  const [model, setModel] = useState<StripModel>();
  const [state, setState] = useState<StripState>({ page, pages, loading: false });
  const [cache] = useState(() => createPageCache((p) => requestStripPage(endpoint, moduleId, p), Date.now));
  const [slot] = useState(() => createGpuSlot<PageChange>());
  usePrefetch(cache, state, options.prefetch);
  // Null until a page arrives from the server: until then the prerendered items stay.
  const [html, setHtml] = useState<SanitizedHtml | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  // The page change playing now: a press meanwhile brings it to its end at once, then goes on.
  const changing = useRef<Playing | null>(null);

  useEffect(() => {
    const m = createStripModel({ page, pages });
    setModel(m);
    const off = m.on(() => setState(m.state()));
    return () => {
      off();
      m.destroy();
    };
  }, [page, pages]);

  const go = useCallback(
    async (target: StripTarget) => {
      while (changing.current) {
        changing.current.finish();
        await changing.current.done;
      }
      const request = model?.request(target);
      if (!model || !request) return;
      let reply: Awaited<ReturnType<typeof cache.take>>;
      try {
        reply = await cache.take(request.page);
      } catch (error) {
        model.fail();
        containerRef.current?.dispatchEvent(new CustomEvent("error", { detail: error }));
        throw error;
      }
      model.succeed(reply.page);
      const warm = warmPictures(reply.html);
      const change: PageChange = {
        list: () => itemsOf(containerRef.current),
        play: stripPlay(pickAnimation(options.animation), options, motionStore.playback().timeScale),
        direction: request.direction,
        swap: () => flushSync(() => setHtml(reply.html)),
      };
      const playing = slot.play(change) ?? playPageChange(change, prefersReducedMotion());
      const current = guarded(playing, pageChangeTime(change) + GUARD_MS);
      changing.current = current;
      try {
        await current.done;
      } finally {
        warm.remove(); // held until here: its pictures load while it lives
        if (changing.current === current) changing.current = null;
      }
    },
    [model, cache, options, slot],
  );

  return { state, html, go, canPage: model !== undefined, containerRef, slot };
}
