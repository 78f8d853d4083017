import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { mergeSettings } from "../../motion/merge.ts";
import { motionStore } from "../../motion/motionStore.ts";
import { prefersReducedMotion } from "../../motion/reducedMotion.ts";
import { pickAnimation, type StripTunings, stripPlay } from "./animations.ts";
import { requestStripPage } from "./client.ts";
import { type PageChange, playPageChange } from "./domAnimation.ts";
import { createStripModel, type StripTarget } from "./model.ts";
import { createPageCache } from "./pageCache.ts";
import type { Phase } from "./placement.ts";
import type { StripPlayer } from "./StripCanvas.tsx";
import { usePrefetch } from "./usePrefetch.ts";
import { warmPictures } from "./warmPictures.ts";

/** The strip's list of cards inside its container. */
const itemsOf = (container: HTMLElement | null) =>
  container?.querySelector<HTMLElement>("[data-strips-items]");

type Options = {
  moduleId: number;
  endpoint: string;
  page: number;
  pages: number;
  animation: string;
  /** Whether the other pages are fetched while the browser is idle. */
  prefetch: boolean;
  /** The content's ease and per-animation timing, under this browser's tuned motion. */
  tunings: StripTunings;
};

/**
 * The bridge between the paging model and the page: a press becomes a request, its reply the new
 * page's HTML. A failure leaves the strip on its page, fires an `error` event on the strip and is
 * raised as an exception (SPEC.md 8).
 */
export function useStrip({ moduleId, endpoint, page, pages, animation, prefetch, tunings }: Options) {
  const [model] = useState(() => createStripModel({ page, pages }));
  const [state, setState] = useState(model.state);
  const [cache] = useState(() => createPageCache((p) => requestStripPage(endpoint, moduleId, p), Date.now));
  usePrefetch(cache, state, prefetch);
  // Null until a page arrives from the server: until then the prerendered items stay.
  const [html, setHtml] = useState<string | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  // The page change animating now: a press meanwhile brings it to its end at once, then goes on.
  const changing = useRef<PageChange | null>(null);
  // The GPU canvas's player while it can draw; without it the DOM cards move themselves.
  const player = useRef<StripPlayer | undefined>(undefined);
  const onPlayer = useCallback((p: StripPlayer | undefined) => {
    player.current = p;
  }, []);
  // Which half of a page change the canvas draws, exposed for styles and tests; false shows the DOM.
  const hideDom = useCallback((phase: Phase | false) => {
    const container = containerRef.current;
    if (phase && player.current) container?.setAttribute("data-gpu-drawing", phase);
    else container?.removeAttribute("data-gpu-drawing");
  }, []);

  useEffect(() => model.on(() => setState(model.state())), [model]);

  const go = useCallback(
    async (target: StripTarget) => {
      while (changing.current) {
        changing.current.finish();
        await changing.current.done;
      }
      const request = model.request(target);
      if (!request) return;
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
      // Tuned motion is read as each change starts, so a designer's change applies to the next one.
      const tuned = mergeSettings({ animation, ...tunings }, motionStore.get().strip);
      const play = stripPlay(pickAnimation(tuned.animation), tuned, motionStore.playback().timeScale);
      const list = () => itemsOf(containerRef.current);
      const swap = () => flushSync(() => setHtml(reply.html));
      const reduced = prefersReducedMotion();
      const change =
        player.current && !reduced
          ? player.current(list, play, request.direction, swap)
          : playPageChange(list, play, request.direction, swap, reduced);
      changing.current = change;
      try {
        await change.done;
      } finally {
        warm.remove(); // held until here: its pictures load while it lives
        if (changing.current === change) changing.current = null;
      }
    },
    [model, cache, animation, tunings],
  );

  return { state, html, go, containerRef, onPlayer, hideDom };
}
