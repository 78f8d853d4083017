import "./strip.css";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { ImageManifest } from "../../content/images.ts";
import type { StripItem } from "../../content/schema.ts";
import { useLazyCanvas } from "../../gpu/useLazyCanvas.ts";
import { watchMedia, watchReducedMotion } from "../../motion/reducedMotion.ts";
import { useMotionSettings } from "../../motion/useMotionSettings.ts";
import { useHydrated } from "../../platform/useHydrated.ts";
import { useIntent } from "../../platform/useIntent.ts";
import type { StripTunings } from "./animations.ts";
import { StripItems } from "./StripItems.tsx";
import { useAutoplay } from "./useAutoplay.ts";
import { useStrip } from "./useStrip.ts";

type Props = {
  moduleId: number;
  title: string;
  page: number;
  pages: number;
  items: StripItem[];
  images: ImageManifest;
  endpoint: string;
  /** On when non-zero (SPEC.md 3). */
  autoplay: number;
  /** Seconds between autoplay page changes. */
  delay: number;
  /** A page change's animation (DESIGN.md motion facts), or random. */
  animation: string;
  /** Whether the other pages are fetched while the browser is idle. */
  prefetch: boolean;
} & StripTunings;

/** The lazy file, named in SPEC.md 8's console line when it fails to load. */
export const STRIP_CANVAS_FILE = "src/widgets/strip/StripCanvas.tsx";
/**
 * Where the cards stand two or four abreast and the list fits a screen. Below, they stack four screens
 * tall: a canvas that size costs a phone far more memory and fill than the DOM moving four cards does.
 */
const GPU_MEDIA = "(min-width: 768px)";

/** The paged content strip: numbered page buttons and previous/next, loading each page from the server. */
export function Strip({
  moduleId,
  title,
  endpoint,
  page,
  pages,
  items,
  images,
  autoplay,
  delay,
  animation,
  prefetch,
  ease,
  motion,
}: Props) {
  const tunings = useMemo(() => ({ ease, motion }), [ease, motion]);
  const { state, html, go, containerRef, onPlayer, hideDom } = useStrip({
    moduleId,
    endpoint,
    page,
    pages,
    animation,
    prefetch,
    tunings,
  });
  const [reduced, setReduced] = useState(false);
  const [wide, setWide] = useState(false);
  useEffect(() => watchReducedMotion(setReduced), []);
  useEffect(() => watchMedia(GPU_MEDIA, setWide), []);
  const gpu = wide && !reduced;
  const next = useCallback(() => void go("next"), [go]);
  // This browser's tuned motion may switch autoplay and set its delay (none while hydrating).
  const tuned = useMotionSettings().strip;
  const autoplays = (tuned?.autoplay ?? autoplay) !== 0 && pages > 1;
  // The GPU canvas, after load, where it pays and once a visitor is about; a failed chunk is tried
  // again on the next page.
  const intent = useIntent(containerRef, autoplays);
  const Canvas = useLazyCanvas(
    STRIP_CANVAS_FILE,
    () => import("./StripCanvas.tsx"),
    gpu && intent,
    state.page,
  );
  const auto = useAutoplay(autoplays, (tuned?.delay ?? delay) * 1000, next, state.page);
  const hydrated = useHydrated();

  return (
    <div
      ref={containerRef}
      className={state.loading ? "strip loading" : "strip"}
      data-strips={moduleId}
      aria-busy={state.loading}
      {...auto.containerProps}
    >
      <div className="strip__stage">
        {html === null ? (
          <ul className="strip__items" data-strips-items="" aria-label={title}>
            <StripItems items={items} images={images} />
          </ul>
        ) : (
          <ul
            className="strip__items"
            data-strips-items=""
            aria-label={title}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's reply, sanitized by DOMPurify in client.ts
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
        {Canvas && gpu && <Canvas onPlayer={onPlayer} hideDom={hideDom} />}
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
