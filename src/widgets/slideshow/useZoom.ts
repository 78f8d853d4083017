import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { SlideshowModel } from "./model.ts";
import { NO_ZOOM, type Zoom } from "./types.ts";

const MAX_ZOOM = 3;

/**
 * Magnifying the settled slide: the Zoom in button (2x about the stage's centre) or a pinch (up to 3x).
 * Autoplay holds while zoomed; a slide change, Close zoom, Escape or a pinch back to 1x ends it. A
 * zoomed slide pans (panBy): its focal point moves against the drag, within the stage, so the
 * magnified slide always covers it.
 */
export function useZoom(model: SlideshowModel | undefined, stage: RefObject<HTMLElement | null>) {
  const [zoom, setZoom] = useState<Zoom>(NO_ZOOM);
  const zoomedNow = useRef(false);
  zoomedNow.current = zoom.scale > 1;

  const close = useCallback(() => {
    setZoom(NO_ZOOM);
    model?.release("zoom");
  }, [model]);

  // Before the change's first frame, as the slides it moves are drawn unzoomed.
  useEffect(() => model?.on("change", () => flushSync(close)), [model, close]);

  const zoomTo = useCallback(
    (scale: number, at: { x: number; y: number }) => {
      if (!model || model.state().running) return;
      model.hold("zoom");
      setZoom({ scale: Math.min(MAX_ZOOM, Math.max(1, scale)), ...at });
    },
    [model],
  );

  const zoomIn = useCallback(() => {
    const s = stage.current;
    if (s) zoomTo(2, { x: s.clientWidth / 2, y: s.clientHeight / 2 });
  }, [stage, zoomTo]);

  /** Moves the magnified slide by (dx, dy) CSS pixels, as far as its edges allow. */
  const panBy = useCallback(
    (dx: number, dy: number) => {
      const s = stage.current;
      if (!s) return;
      const clamp = (v: number, max: number) => Math.min(max, Math.max(0, v));
      setZoom((z) =>
        z.scale <= 1
          ? z
          : {
              scale: z.scale,
              x: clamp(z.x - dx / (z.scale - 1), s.clientWidth),
              y: clamp(z.y - dy / (z.scale - 1), s.clientHeight),
            },
      );
    },
    [stage],
  );
  const isZoomed = useCallback(() => zoomedNow.current, []);

  return { zoom, zoomed: zoom.scale > 1, isZoomed, zoomIn, zoomTo, panBy, close };
}
