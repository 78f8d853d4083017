import type { FocusEvent, KeyboardEvent, PointerEvent, RefObject } from "react";
import type { SlideshowModel } from "./model.ts";

/**
 * The carousel region's props: arrow keys change slides, Escape ends a zoom; a mouse over it or focus
 * in it holds autoplay (WAI-ARIA carousel pattern) until it leaves.
 */
export function useRegionProps(
  root: RefObject<HTMLElement | null>,
  model: SlideshowModel | undefined,
  zoom: { zoomed: boolean; close: () => void },
) {
  return {
    ref: root,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
        e.preventDefault();
        model?.go(e.key === "ArrowRight" ? "next" : "previous");
      } else if (e.key === "Escape" && zoom.zoomed) zoom.close();
    },
    onPointerEnter: (e: PointerEvent) => e.pointerType === "mouse" && model?.hold("hover"),
    onPointerLeave: (e: PointerEvent) => e.pointerType === "mouse" && model?.release("hover"),
    onFocus: () => model?.hold("focus"),
    onBlur: (e: FocusEvent) => {
      if (!root.current?.contains(e.relatedTarget as Node | null)) model?.release("focus");
    },
  };
}
