import type { Page } from "@playwright/test";

/** One frame's look of an element, where focus was, and how far the page was moved aside. */
export type WakeFrame = {
  /** The element's box, or null when it was not in the document. */
  box: { x: number; y: number; width: number; height: number } | null;
  /** Drawn at all: visibility visible and a computed opacity (the element's own). */
  opacity: number;
  /** The focused element's role-ish tag and accessible name. */
  focus: string;
  /** The page's transform (side.css moves `.page` aside while the side menu is open). */
  pageShift: string;
  hydrated: boolean;
};

/**
 * Samples, on every animation frame from now until `after` frames past `html[data-hydrated]`, the
 * element `selector` matches (found afresh each frame: waking may replace it). `frames()` returns them.
 */
export async function sampleWake(page: Page, selector: string, after = 60) {
  await page.evaluate(
    ({ selector, after }) => {
      const frames: WakeFrame[] = [];
      (window as { wakeFrames?: WakeFrame[] }).wakeFrames = frames;
      const describe = (el: Element | null) =>
        !el || el === document.body
          ? "body"
          : `${el.tagName.toLowerCase()} ${el.getAttribute("aria-label") ?? el.textContent?.trim()}`;
      let left = after;
      const sample = () => {
        const el = document.querySelector(selector);
        const style = el && getComputedStyle(el);
        const r = el?.getBoundingClientRect();
        const hydrated = document.documentElement.hasAttribute("data-hydrated");
        frames.push({
          box: r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null,
          opacity: style && style.visibility === "visible" ? Number(style.opacity) : 0,
          focus: describe(document.activeElement),
          pageShift: getComputedStyle(document.querySelector(".page") ?? document.body).transform,
          hydrated,
        });
        if (hydrated) left -= 1;
        if (left > 0) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    },
    { selector, after },
  );
  return {
    /** Every frame sampled, once the last has been. */
    frames: async () => {
      await page.waitForFunction(
        (n) =>
          ((window as { wakeFrames?: WakeFrame[] }).wakeFrames ?? []).filter((f) => f.hydrated).length >= n,
        after,
      );
      return page.evaluate(() => (window as { wakeFrames?: WakeFrame[] }).wakeFrames ?? []);
    },
  };
}

/** The frames whose box moved more than 1 px from the first's, or that drew nothing. */
export function jolts(frames: readonly WakeFrame[]) {
  const first = frames[0]?.box;
  return frames.filter(({ box, opacity }) => {
    if (!first || !box || opacity < 1) return true;
    return (
      Math.abs(box.x - first.x) > 1 ||
      Math.abs(box.y - first.y) > 1 ||
      Math.abs(box.width - first.width) > 1 ||
      Math.abs(box.height - first.height) > 1
    );
  });
}
