import { useCallback, useRef, useState } from "react";
import type { ImageManifest } from "../../content/images.ts";
import type { StripItem } from "../../content/schema.ts";
import type { SwipeDirection } from "../../gestures/thresholds.ts";
import { useGestures } from "../../gestures/useGestures.ts";
import { useReducedMotion } from "../../motion/reducedMotion.ts";
import { useTunedOptions } from "../../motion/useTunedOptions.ts";
import { useReadyForPresses } from "../../platform/readyForPresses.ts";
import { useHydrated } from "../../platform/useHydrated.ts";
import { useMediaQuery } from "../../platform/useMediaQuery.ts";
import { requestStripPage } from "./client.ts";
import { resolveOptions, type StripOptionsInput } from "./options.ts";
import { createPageCache } from "./pageCache.ts";
import { pagerProps } from "./pager.ts";
import { useAutoplay } from "./useAutoplay.ts";
import { useItemLinks } from "./useItemLinks.ts";
import { usePageChanges } from "./usePageChanges.ts";
import { usePrefetch } from "./usePrefetch.ts";
import { useStripCanvas } from "./useStripCanvas.ts";
import { useStripDrag } from "./useStripDrag.ts";
import { useStripModel } from "./useStripModel.ts";
import { useStripPages } from "./useStripPages.ts";

export type StripProps = {
  moduleId: number;
  title: string;
  page: number;
  pages: number;
  items: StripItem[];
  /** The page of each anchored card (content/paging.ts). */
  anchors: Record<string, number>;
  images: ImageManifest;
  endpoint: string;
  /** The content's options (animation, autoplay, delay, prefetch, tuned timing): see options.ts. */
  options: StripOptionsInput;
};

/** Where the cards stand two or four abreast and the list fits a screen (strip.css). */
const WIDE = "(width >= 768px)";
/** A touch screen, where a finger held on the strip pauses autoplay (the server has no navigator). */
const TOUCH = typeof navigator !== "undefined" && navigator.maxTouchPoints > 0;

/**
 * The bridge between React and the strip: its options, paging model and page cache, the players of its
 * changes (the GPU canvas after load, where it pays and once a visitor is about; the DOM cards
 * otherwise), autoplay, gestures and links to its cards. Returns the props the view spreads.
 */
export function useStrip({ moduleId, page, pages, anchors, endpoint, options: content }: StripProps) {
  const container = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  // This browser's tuned motion over the content's, resolved once per change of either.
  const { options, optionsNow } = useTunedOptions("strip", content, resolveOptions);
  const reduced = useReducedMotion();
  const wide = useMediaQuery(WIDE);
  const { model, state } = useStripModel(page, pages);
  const [cache] = useState(() => createPageCache((p) => requestStripPage(endpoint, moduleId, p), Date.now));
  usePrefetch(cache, state, options.prefetch);
  const autoplays = options.autoplay && pages > 1;
  const cards = useStripPages(container, stage, { wide, reduced });
  const gpu = useStripCanvas({ root: container, pages: cards, autoplay: autoplays, wide, reduced });
  const changes = usePageChanges(model, cache, optionsNow, { slot: gpu.slot, pages: cards, container });
  const { go } = changes;
  const next = useCallback(() => void go?.("next"), [go]);
  // Ready for presses once the model exists; those made before the strip woke follow one another as an
  // awake visitor's would: each once the page the last asked for has come and played.
  useReadyForPresses(model !== undefined, () => !!model?.state().loading || !!changes.current.current);
  const auto = useAutoplay(autoplays, options.delay, next, state.page);
  // A drag (a finger, the mouse, a trackpad) drives the change; a swipe left goes next, right previous
  // (behaviour.md 2) where the drag is not followed (reduced motion); a finger's hold pauses autoplay.
  const dragged = useStripDrag(model, cache, { changes, stage, pages: cards, autoplay: auto });
  const swipe = (to: SwipeDirection) => void go?.(to === "left" ? "next" : "previous");
  const hold = TOUCH ? { hold: auto.pause, release: auto.resume } : {};
  useGestures(stage, { swipe, drag: dragged.drag, ...hold });
  useItemLinks(anchors, go, container, reduced);
  const hydrated = useHydrated();

  return {
    containerProps: {
      ref: container,
      className: state.loading ? "strip loading" : "strip",
      "data-strips": moduleId,
      "aria-busy": state.loading,
      ...gpu.rendererProps,
      ...auto.containerProps,
    },
    stageProps: { ref: stage, className: "strip__stage", ...dragged.stageProps },
    canvas: gpu.canvas,
    pager: pagerProps(state, go, autoplays && hydrated ? auto : undefined),
    status: `Page ${state.page} of ${pages}`,
  };
}
