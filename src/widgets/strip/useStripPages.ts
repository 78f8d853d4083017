import { type RefObject, useRef, useState } from "react";
import { createStripPages, type StripPages } from "./pages.ts";
import { useSteadyHeight } from "./useSteadyHeight.ts";

/** The strip's cards as its players see them (pages.ts), on the view as it is now. */
export function useStripPages(
  container: RefObject<HTMLElement | null>,
  stage: RefObject<HTMLElement | null>,
  view: { wide: boolean; reduced: boolean },
): StripPages {
  const steady = useSteadyHeight(stage);
  const viewNow = useRef(view);
  viewNow.current = view;
  const [pages] = useState(() =>
    createStripPages({ container: () => container.current, grow: steady.grow, view: () => viewNow.current }),
  );
  return pages;
}
