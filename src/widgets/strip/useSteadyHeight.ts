import { type RefObject, useEffect, useLayoutEffect, useState } from "react";
import { createSteadyHeight, type SteadyHeight } from "./steadyHeight.ts";

/**
 * The stage's steady height (steadyHeight.ts): the first page measured before it is drawn, each later
 * one as it is shown (pages.ts); a new width, or the web fonts arriving, starts over.
 */
export function useSteadyHeight(stage: RefObject<HTMLElement | null>): SteadyHeight {
  const [steady] = useState(() => createSteadyHeight(() => stage.current));

  useLayoutEffect(() => steady.grow(), [steady]);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    let alive = true;
    let width = element.offsetWidth;
    let frame = 0;
    const observer = new ResizeObserver(() => {
      if (element.offsetWidth === width) return;
      width = element.offsetWidth;
      // In the next frame: a new min-height set here would resize the stage inside its own observer's
      // pass, which the browser reports as an error ("ResizeObserver loop completed…").
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => steady.startOver());
    });
    observer.observe(element);
    // A page measured in the fallback font is taller or shorter than it is once the web fonts are in.
    void document.fonts?.ready.then(() => alive && steady.startOver());
    return () => {
      alive = false;
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [stage, steady]);

  return steady;
}
