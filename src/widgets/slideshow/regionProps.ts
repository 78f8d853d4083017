import type { FocusEvent, KeyboardEvent, PointerEvent, RefObject } from "react";
import type { SlideshowModel } from "./model.ts";

/** How far an arrow key pans a zoomed slide, in CSS pixels: [dx, dy] of the slide's movement. */
const PAN_KEYS: Record<string, [number, number]> = {
  ArrowLeft: [60, 0],
  ArrowRight: [-60, 0],
  ArrowUp: [0, 60],
  ArrowDown: [0, -60],
};

/**
 * The carousel region's handlers: arrow keys change slides (and pan a zoomed one), Escape ends a zoom;
 * a mouse over it or focus in it holds autoplay (WAI-ARIA carousel pattern) until it leaves.
 */
export function regionProps(
  root: RefObject<HTMLElement | null>,
  model: SlideshowModel | undefined,
  zoom: { zoomed: boolean; close: () => void; panBy: (dx: number, dy: number) => void },
) {
  return {
    ref: root,
    onKeyDown: (e: KeyboardEvent) => {
      const pan = zoom.zoomed ? PAN_KEYS[e.key] : undefined;
      if (pan) {
        e.preventDefault();
        zoom.panBy(...pan);
      } else if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
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
