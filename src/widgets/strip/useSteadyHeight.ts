import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";

/**
 * Keeps the stage as tall as the tallest page shown at this width, so that a shorter page neither
 * moves the pager (a second press lands where the first did) nor resizes the GPU canvas in the middle
 * of a change. `page` is whatever identifies the page shown; a new width starts over.
 */
export function useSteadyHeight(stage: RefObject<HTMLElement | null>, page: unknown) {
  const tallest = useRef(0);

  // In the commit that shows a page (a GPU change swaps pages inside flushSync): before it is drawn.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `page` is read from the DOM; each new one is measured
  useLayoutEffect(() => {
    const element = stage.current;
    const list = element?.querySelector<HTMLElement>("[data-strips-items]");
    if (!element || !list || list.offsetHeight <= tallest.current) return;
    tallest.current = list.offsetHeight;
    element.style.minHeight = `${tallest.current}px`;
  }, [stage, page]);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    let width = element.offsetWidth;
    const observer = new ResizeObserver(() => {
      if (element.offsetWidth === width) return;
      width = element.offsetWidth;
      element.style.minHeight = "";
      tallest.current = element.querySelector<HTMLElement>("[data-strips-items]")?.offsetHeight ?? 0;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [stage]);
}
