/**
 * The list's laid-out height to the fraction of a pixel (offsetHeight rounds, and a stage 0.4 px taller
 * than its page moved everything below it), transforms of a change in flight left out.
 */
const heightOf = (list: HTMLElement | null | undefined) =>
  list ? Number.parseFloat(getComputedStyle(list).height) || 0 : 0;

const listIn = (stage: HTMLElement) => stage.querySelector<HTMLElement>("[data-strips-items]");

/**
 * Keeps the stage as tall as the tallest page shown at this width, so that a shorter page neither
 * moves the pager (a second press lands where the first did) nor resizes the GPU canvas in the middle
 * of a change.
 */
export function createSteadyHeight(stage: () => HTMLElement | null) {
  let tallest = 0;
  return {
    /** Measures the page shown now, before it is drawn: the stage grows to it if it is the tallest. */
    grow() {
      const element = stage();
      const list = element && listIn(element);
      if (!element || !list || heightOf(list) <= tallest) return;
      tallest = heightOf(list);
      element.style.minHeight = `${tallest}px`;
    },
    /** Forgets the pages measured before (a new width, the web fonts in): the page shown now is the tallest. */
    startOver() {
      const element = stage();
      if (!element) return;
      tallest = heightOf(listIn(element));
      element.style.minHeight = tallest ? `${tallest}px` : "";
    },
  };
}

export type SteadyHeight = ReturnType<typeof createSteadyHeight>;
