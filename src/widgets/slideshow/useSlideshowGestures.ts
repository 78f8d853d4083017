import { type RefObject, useEffect } from "react";
import type { Gestures } from "../../gestures/hammer.ts";
import { loadGuarded } from "../../platform/reportError.ts";
import type { SlideshowModel } from "./model.ts";
import type { Zoom } from "./SlideshowCanvas.tsx";

/** The lazy file, named in SPEC.md 8's console line when it fails to load. */
export const GESTURES_FILE = "src/gestures/hammer.ts";
const MAX_ZOOM = 3;

/**
 * Swipe, hold and pinch on the stage, once the page has loaded: Hammer arrives in its own chunk and
 * is destroyed with the effect.
 */
export function useSlideshowGestures(
  loaded: boolean,
  stage: RefObject<HTMLElement | null>,
  model: RefObject<SlideshowModel | undefined>,
  setZoom: (zoom: Zoom) => void,
  closeZoom: RefObject<() => void>,
) {
  useEffect(() => {
    const element = stage.current;
    if (!loaded || !element) return;
    let alive = true;
    let gestures: Gestures | undefined;
    loadGuarded(GESTURES_FILE, () => import("../../gestures/hammer.ts")).then((g) => {
      if (!alive || !g) return;
      gestures = g.createGestures(element, {
        swipe: (direction) => model.current?.go(direction === "left" ? "next" : "previous"),
        hold: () => model.current?.hold("hold"),
        release: () => model.current?.release("hold"),
        pinch: (scale, center) => {
          if (model.current?.state().running) return;
          model.current?.hold("zoom");
          setZoom({ scale: Math.min(MAX_ZOOM, Math.max(1, scale)), ...center });
        },
        pinchEnd: (scale) => {
          if (scale <= 1) closeZoom.current();
        },
      });
    });
    return () => {
      alive = false;
      gestures?.destroy();
    };
  }, [loaded, stage, model, setZoom, closeZoom]);
}
