import "./strip.css";
import { useCallback, useMemo } from "react";
import { useHydrated } from "../../app/useHydrated.ts";
import type { ImageManifest } from "../../content/images.ts";
import type { StripItem } from "../../content/schema.ts";
import { useMotionSettings } from "../../motion/useMotionSettings.ts";
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
} & StripTunings;

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
  ease,
  motion,
}: Props) {
  const tunings = useMemo(() => ({ ease, motion }), [ease, motion]);
  const { state, html, go, containerRef } = useStrip({ moduleId, endpoint, page, pages, animation, tunings });
  const next = useCallback(() => void go("next"), [go]);
  // This browser's tuned motion may switch autoplay and set its delay (none while hydrating).
  const tuned = useMotionSettings().strip;
  const autoplays = (tuned?.autoplay ?? autoplay) !== 0 && pages > 1;
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
