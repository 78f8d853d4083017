import { type RefObject, useEffect } from "react";
import { watchPresses } from "../../gestures/pointers.ts";

type Panning = { zoomed: boolean; panBy: (dx: number, dy: number) => void };

/**
 * While a slide is zoomed, a drag on the stage (mouse, pen or one finger) pans it. The stage takes
 * the pointer for the drag, and in CSS takes touch for itself while zoomed, so a finger's drag moves
 * the slide rather than the page. The pointers are the stage's one bookkeeping (gestures/pointers.ts),
 * with the drag's pinch rule: a second finger before the pan moves makes it a pinch, which zooms.
 */
export function useZoomPan(stage: RefObject<HTMLElement | null>, { zoomed, panBy }: Panning) {
  useEffect(() => {
    const element = stage.current;
    if (!element || !zoomed) return;
    let last: { x: number; y: number } | undefined;
    const unwatch = watchPresses(element, {
      down(press, e) {
        last = undefined;
        if ((e.target as Element).closest("button, a")) return;
        last = { x: press.x, y: press.y };
        element.setPointerCapture(press.id);
      },
      move(press, e) {
        if (!last || press.pinch) return;
        press.taken = true;
        panBy(e.clientX - last.x, e.clientY - last.y);
        last = { x: e.clientX, y: e.clientY };
      },
      up: () => {
        last = undefined;
      },
    });
    // A mouse's drag on the picture would otherwise start the browser's image drag and end the pan.
    const noDrag = (e: DragEvent) => e.preventDefault();
    element.addEventListener("dragstart", noDrag);
    return () => {
      element.removeEventListener("dragstart", noDrag);
      unwatch();
    };
  }, [stage, zoomed, panBy]);
}
