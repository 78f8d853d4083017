import { createDrags, type DragsOn } from "./dragSession.ts";
import { watchPointerDrags } from "./pointerDrags.ts";
import { watchWheelDrags } from "./wheelDrags.ts";

/**
 * One code path for every horizontal drag on `element` (behaviour.md 11): a touch or a mouse drag with
 * the primary button (pointerDrags.ts) and a trackpad's two-finger swipe (wheelDrags.ts) each feed the
 * same drag, judged by platform/dragRule.ts at the events' own times. A widget that follows drags gets
 * `drag`, one that does not gets `swipe` when a drag completes. Returns the cleanup: a drag the widget
 * follows runs back.
 */
export function watchDrags(element: HTMLElement, on: DragsOn): () => void {
  const drags = createDrags(on);
  const stops = [watchPointerDrags(element, drags), watchWheelDrags(element, drags)];
  return () => {
    for (const stop of stops) stop();
    drags.drop();
  };
}
