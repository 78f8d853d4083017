import { useEffect, useRef, useState } from "react";
import type { GestureHandlers } from "../../gestures/hammer.ts";
import { useGestures } from "../../gestures/useGestures.ts";
import { useReducedMotion } from "../../motion/reducedMotion.ts";
import { useTunedOptions } from "../../motion/useTunedOptions.ts";
import { onVisitorOrIdle } from "../../platform/idle.ts";
import { useReadyForPresses } from "../../platform/readyForPresses.ts";
import { resolveOptions, type SlideshowOptionsInput } from "./options.ts";
import { regionProps } from "./regionProps.ts";
import { slideProps, zoomStyle } from "./slideProps.ts";
import { thumbnailProps } from "./thumbnailProps.ts";
import { useAutoplayClock } from "./useAutoplayClock.ts";
import { useBrokenSlides } from "./useBrokenSlides.ts";
import { useSlideChanges } from "./useSlideChanges.ts";
import { useSlideDrag } from "./useSlideDrag.ts";
import { useSlideshowCanvas } from "./useSlideshowCanvas.ts";
import { useSlideshowModel } from "./useSlideshowModel.ts";
import { useThumbScroller } from "./useThumbScroller.ts";
import { useZoom } from "./useZoom.ts";
import { useZoomPan } from "./useZoomPan.ts";

/** No options of the content's own: one object, so hooks keyed on it keep their state. */
const NONE: SlideshowOptionsInput = {};

/**
 * The bridge between React and the slideshow: the model, its autoplay clock, the players of its changes,
 * zoom and gestures, and (once a visitor is about, when WebGL works and motion is welcome) the GPU
 * canvas. Returns what the view renders and the props it spreads.
 */
export function useSlideshow(count: number, settings: SlideshowOptionsInput = NONE) {
  const root = useRef<HTMLElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  // This browser's tuned motion over the content's: rendered, and read as each change starts.
  const { options, optionsNow } = useTunedOptions("slideshow", settings, resolveOptions);
  const reduced = useReducedMotion();
  const [loaded, setLoaded] = useState(false);
  // The other slides' pictures (and gestures): after load and idle, or once a visitor is here, when the
  // canvas that draws them starts (useGpuCanvas) and their first press may wait for it.
  useEffect(() => onVisitorOrIdle(() => setLoaded(true)), []);

  const model = useSlideshowModel(count, optionsNow, reduced);
  const playing = useAutoplayClock(model, bar);
  // Ready for presses once the model exists; those made before the slideshow woke follow one another as
  // an awake visitor's would: each once the change before it has ended (a press while one runs is ignored).
  useReadyForPresses(model !== undefined, () => !!model?.state().running);
  const zoom = useZoom(model, stage);
  const gpu = useSlideshowCanvas({ root, stage, playing, reduced, zoom, options });
  const { slot } = gpu;
  const { shown, ...changes } = useSlideChanges(model, optionsNow, { region: root, slot, reduced });
  const { index, change, waiting } = shown;
  const thumbs = useThumbScroller(index, reduced ? 0 : options.thumbnailScroll);
  // While zoomed a drag pans the slide (useZoomPan): no swipe changes it. A pinch back to 1x closes.
  const gestures: GestureHandlers = {
    swipe: (to) => zoom.isZoomed() || model?.go(to === "left" ? "next" : "previous"),
    drag: useSlideDrag(model, changes, { stage, zoomed: zoom.isZoomed, reduced }),
    hold: () => model?.hold("hold"),
    release: () => model?.release("hold"),
    pinch: zoom.zoomTo,
    pinchEnd: (scale) => {
      if (scale <= 1) zoom.close();
    },
  };
  useGestures(stage, gestures, loaded && model !== undefined);
  useZoomPan(stage, zoom);

  const broken = useBrokenSlides(stage);
  const zoomed = zoom.zoomed;
  const many = count > 1;
  const press = (to: "next" | "previous") => () => model?.go(to);

  return {
    regionProps: {
      "data-state": change || waiting ? "running" : "idle",
      "data-animation": change?.animation,
      ...gpu.rendererProps,
      ...regionProps(root, model, zoom),
    },
    stageProps: {
      ref: stage,
      className: zoomed ? "slideshow__stage slideshow__stage--zoomed" : "slideshow__stage",
    },
    slidesProps: { style: zoomStyle(zoom.zoom) },
    ...slideProps({ index, change, count, broken, loaded, playing }),
    canvas: gpu.canvasAt(change ? undefined : index),
    arrows: many
      ? { previousProps: { onClick: press("previous") }, nextProps: { onClick: press("next") } }
      : undefined,
    /** Close zoom while zoomed; Zoom in once the slides' pictures may load. */
    zoomButton: zoomed
      ? { label: "Close zoom", props: { onClick: zoom.close } }
      : loaded
        ? { label: "Zoom in", props: { onClick: zoom.zoomIn } }
        : undefined,
    autoplay: many
      ? { playing, playProps: { onClick: () => model?.togglePlaying() }, barProps: { ref: bar } }
      : undefined,
    thumbnails: many ? thumbnailProps(index, thumbs, (i) => model?.go(i)) : undefined,
  };
}
