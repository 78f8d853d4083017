import "./strip.css";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { ImageManifest } from "../../content/images.ts";
import type { StripItem } from "../../content/schema.ts";
import type { SwipeDirection } from "../../gestures/thresholds.ts";
import { useGestures } from "../../gestures/useGestures.ts";
import { useLazyCanvas } from "../../gpu/useLazyCanvas.ts";
import { useReducedMotion, watchMedia } from "../../motion/reducedMotion.ts";
import { useTunedOptions } from "../../motion/useTunedOptions.ts";
import { useHydrated } from "../../platform/useHydrated.ts";
import { useVisitorNear } from "../../platform/useVisitorNear.ts";
import { resolveOptions, type StripOptionsInput } from "./options.ts";
import { applyCarriedStyles } from "./replyStyles.ts";
import { revealFirstCard } from "./revealFirstCard.ts";
import { StripItems } from "./StripItems.tsx";
import { useAutoplay } from "./useAutoplay.ts";
import { useItemLinks } from "./useItemLinks.ts";
import { useSteadyHeight } from "./useSteadyHeight.ts";
import { useStrip } from "./useStrip.ts";

type Props = {
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

/** The lazy file, named in SPEC.md 8's console line when it fails to load. */
export const STRIP_CANVAS_FILE = "src/widgets/strip/StripCanvas.tsx";
/**
 * Where the cards stand two or four abreast and the list fits a screen. Below, they stack four screens
 * tall: a canvas that size costs a phone far more memory and fill than the DOM moving four cards does.
 */
const GPU_MEDIA = "(min-width: 768px)";
/** A touch screen: the only place the strip takes gestures (the server has no navigator). */
const TOUCH = typeof navigator !== "undefined" && navigator.maxTouchPoints > 0;

/** The paged content strip: numbered page buttons and previous/next, loading each page from the server. */
export function Strip(props: Props) {
  const { moduleId, title, endpoint, page, pages, items, anchors, images, options: content } = props;
  // This browser's tuned motion over the content's, resolved once per change of either.
  const { options } = useTunedOptions("strip", content, resolveOptions);
  const { state, html, go, canPage, containerRef, slot } = useStrip(
    { moduleId, endpoint, page, pages },
    options,
  );
  const reduced = useReducedMotion();
  useItemLinks(anchors, canPage ? go : undefined, containerRef, reduced);
  const [wide, setWide] = useState(false);
  useEffect(() => watchMedia(GPU_MEDIA, setWide), []);
  const gpu = wide && !reduced;
  const next = useCallback(() => void go("next"), [go]);
  const autoplays = options.autoplay && pages > 1;
  // The GPU canvas, after load, where it pays and once a visitor is about; a failed chunk is tried
  // again on the next page.
  const intent = useVisitorNear(containerRef, autoplays);
  const Canvas = useLazyCanvas(
    STRIP_CANVAS_FILE,
    () => import("./StripCanvas.tsx"),
    gpu && intent,
    state.page,
  );
  const auto = useAutoplay(autoplays, options.delay, next, state.page);
  const stageRef = useRef<HTMLDivElement>(null);
  // On touch screens a swipe left goes next, right previous (SPEC.md 2); a hold pauses autoplay.
  const swipe = (to: SwipeDirection) => void go(to === "left" ? "next" : "previous");
  useGestures(stageRef, { swipe, hold: auto.hold, release: auto.release }, TOUCH);
  const hydrated = useHydrated();
  // A reply's pictures in style attributes, set through the CSSOM before the cards are seen; on a phone
  // the new page's first card brought into view.
  const replyRef = useRef<HTMLUListElement>(null);
  const revealed = useRef(html);
  useLayoutEffect(() => {
    const list = replyRef.current;
    if (html === null || !list) return;
    applyCarriedStyles(list);
    if (revealed.current !== html && !wide) revealFirstCard(list, reduced);
    revealed.current = html;
  }, [html, wide, reduced]);
  useSteadyHeight(stageRef, html);

  return (
    <div
      ref={containerRef}
      className={state.loading ? "strip loading" : "strip"}
      data-strips={moduleId}
      aria-busy={state.loading}
      {...auto.containerProps}
    >
      <div ref={stageRef} className="strip__stage">
        {html === null ? (
          <ul className="strip__items" data-strips-items="" aria-label={title}>
            <StripItems items={items} images={images} />
          </ul>
        ) : (
          <ul
            ref={replyRef}
            className="strip__items"
            data-strips-items=""
            aria-label={title}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's reply, TrustedHTML from the page's policy (client.ts)
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
        {Canvas && gpu && <Canvas slot={slot} container={containerRef} />}
      </div>
      <nav className="strip__pager" aria-label={`${title} pages`}>
        <button type="button" className="strip__arrow" data-strips-previous="" onClick={() => go("previous")}>
          <span aria-hidden="true">←</span>
          <span className="visually-hidden">Previous page</span>
        </button>
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <button
            key={n}
            type="button"
            className={n === state.page ? "strip__page active" : "strip__page"}
            data-strips-page={n}
            aria-current={n === state.page ? "page" : undefined}
            aria-label={`Page ${n}`}
            onClick={() => go(n)}
          >
            {n}
          </button>
        ))}
        <button type="button" className="strip__arrow" data-strips-next="" onClick={() => go("next")}>
          <span className="visually-hidden">Next page</span>
          <span aria-hidden="true">→</span>
        </button>
        {autoplays && hydrated && (
          <button type="button" className="strip__arrow" aria-pressed={auto.paused} onClick={auto.toggle}>
            <span className="visually-hidden">Pause autoplay</span>
            <span aria-hidden="true">{auto.paused ? "▶" : "❚❚"}</span>
          </button>
        )}
      </nav>
      <p className="visually-hidden" aria-live="polite">
        {`Page ${state.page} of ${pages}`}
      </p>
    </div>
  );
}
