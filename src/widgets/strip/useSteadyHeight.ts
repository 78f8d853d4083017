import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";

/**
 * Keeps the stage as tall as the tallest page shown at this width, so that a shorter page neither
 * moves the pager (a second press lands where the first did) nor resizes the GPU canvas in the middle
 * of a change. `page` is whatever identifies the page shown; a new width, or the web fonts arriving,
 * starts over.
 */
/**
 * The list's laid-out height to the fraction of a pixel (offsetHeight rounds, and a stage 0.4 px taller
 * than its page moved everything below it), transforms of a change in flight left out.
 */
const heightOf = (list: HTMLElement | null | undefined) =>
  list ? Number.parseFloat(getComputedStyle(list).height) || 0 : 0;

export function useSteadyHeight(stage: RefObject<HTMLElement | null>, page: unknown) {
  const tallest = useRef(0);

  // In the commit that shows a page (a GPU change swaps pages inside flushSync): before it is drawn.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `page` is read from the DOM; each new one is measured
  useLayoutEffect(() => {
    const element = stage.current;
    const list = element?.querySelector<HTMLElement>("[data-strips-items]");
    if (!element || !list || heightOf(list) <= tallest.current) return;
    tallest.current = heightOf(list);
    element.style.minHeight = `${tallest.current}px`;
  }, [stage, page]);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    let alive = true;
    /** Forgets the pages measured before: the page shown now is the tallest seen. */
    const startOver = () => {
      tallest.current = heightOf(element.querySelector<HTMLElement>("[data-strips-items]"));
      element.style.minHeight = tallest.current ? `${tallest.current}px` : "";
    };
    let width = element.offsetWidth;
    const observer = new ResizeObserver(() => {
      if (element.offsetWidth === width) return;
      width = element.offsetWidth;
      startOver();
    });
    observer.observe(element);
    // A page measured in the fallback font is taller or shorter than it is once the web fonts are in.
    void document.fonts?.ready.then(() => alive && startOver());
    return () => {
      alive = false;
      observer.disconnect();
    };
  }, [stage]);
}
