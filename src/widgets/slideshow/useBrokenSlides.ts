import { type RefObject, useEffect, useState } from "react";

const slideOf = (img: HTMLImageElement) => Number(img.closest<HTMLElement>("[data-slide]")?.dataset.slide);
const failed = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0 && img.currentSrc !== "";

/**
 * The slides whose picture could not be loaded or decoded, so that they show a clear panel instead of
 * the browser's broken-image mark. Catches errors before hydration too (an image that failed then is
 * complete with no pixels), and those of slides that arrive later (error events do not bubble, so the
 * stage listens in the capture phase).
 */
export function useBrokenSlides(stage: RefObject<HTMLElement | null>): ReadonlySet<number> {
  const [broken, setBroken] = useState<ReadonlySet<number>>(() => new Set());

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const mark = (img: HTMLImageElement) => {
      const slide = slideOf(img);
      if (Number.isInteger(slide)) setBroken((b) => (b.has(slide) ? b : new Set(b).add(slide)));
    };
    for (const img of element.querySelectorAll<HTMLImageElement>("[data-slide] img")) {
      if (failed(img)) mark(img);
    }
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) mark(event.target);
    };
    element.addEventListener("error", onError, true);
    return () => element.removeEventListener("error", onError, true);
  }, [stage]);

  return broken;
}
