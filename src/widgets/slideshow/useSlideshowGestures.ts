import { type RefObject, useEffect } from "react";
import type { Gestures } from "../../gestures/hammer.ts";
import { loadGuarded } from "../../platform/reportError.ts";
import type { SlideshowModel } from "./model.ts";

/** The lazy file, named in SPEC.md 8's console line when it fails to load. */
export const GESTURES_FILE = "src/gestures/hammer.ts";

type Zooming = {
  zoomTo: (scale: number, at: { x: number; y: number }) => void;
  close: () => void;
  /** While zoomed a drag pans the slide (useZoomPan): no swipe changes it. */
  isZoomed: () => boolean;
};

/**
 * Swipe, hold and pinch on the stage, once the page has loaded: Hammer arrives in its own chunk and
 * is destroyed with the effect.
 */
export function useSlideshowGestures(
  loaded: boolean,
  stage: RefObject<HTMLElement | null>,
  model: SlideshowModel | undefined,
  { zoomTo, close, isZoomed }: Zooming,
) {
  useEffect(() => {
    const element = stage.current;
    if (!loaded || !element || !model) return;
    let alive = true;
    let gestures: Gestures | undefined;
    loadGuarded(GESTURES_FILE, () => import("../../gestures/hammer.ts")).then((g) => {
      if (!alive || !g) return;
      gestures = g.createGestures(element, {
        swipe: (direction) => isZoomed() || model.go(direction === "left" ? "next" : "previous"),
        hold: () => model.hold("hold"),
        release: () => model.release("hold"),
        pinch: zoomTo,
        pinchEnd: (scale) => {
          if (scale <= 1) close();
        },
      });
    });
    return () => {
      alive = false;
      gestures?.destroy();
    };
  }, [loaded, stage, model, zoomTo, close, isZoomed]);
}
