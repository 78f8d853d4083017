import { type RefObject, useEffect } from "react";

type Panning = { zoomed: boolean; panBy: (dx: number, dy: number) => void };

/**
 * While a slide is zoomed, a drag on the stage (mouse, pen or one finger) pans it. The stage takes
 * the pointer for the drag, and in CSS takes touch for itself while zoomed, so a finger's drag moves
 * the slide rather than the page.
 */
export function useZoomPan(stage: RefObject<HTMLElement | null>, { zoomed, panBy }: Panning) {
  useEffect(() => {
    const element = stage.current;
    if (!element || !zoomed) return;
    let last: { id: number; x: number; y: number } | undefined;
    const down = (e: PointerEvent) => {
      if (!e.isPrimary || (e.target as Element).closest("button, a")) return;
      last = { id: e.pointerId, x: e.clientX, y: e.clientY };
      element.setPointerCapture(e.pointerId);
    };
    const move = (e: PointerEvent) => {
      if (e.pointerId !== last?.id) return;
      panBy(e.clientX - last.x, e.clientY - last.y);
      last = { id: e.pointerId, x: e.clientX, y: e.clientY };
    };
    const up = (e: PointerEvent) => {
      if (e.pointerId === last?.id) last = undefined;
    };
    // A mouse's drag on the picture would otherwise start the browser's image drag and end the pan.
    const noDrag = (e: DragEvent) => e.preventDefault();
    element.addEventListener("pointerdown", down);
    element.addEventListener("pointermove", move);
    element.addEventListener("pointerup", up);
    element.addEventListener("pointercancel", up);
    element.addEventListener("dragstart", noDrag);
    return () => {
      element.removeEventListener("dragstart", noDrag);
      element.removeEventListener("pointerdown", down);
      element.removeEventListener("pointermove", move);
      element.removeEventListener("pointerup", up);
      element.removeEventListener("pointercancel", up);
    };
  }, [stage, zoomed, panBy]);
}
