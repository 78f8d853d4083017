import { useEffect, useRef, useState } from "react";
import type { GestureHandlers } from "../../gestures/hammer.ts";
import { useGestures } from "../../gestures/useGestures.ts";
import { useReducedMotion } from "../../motion/reducedMotion.ts";
import { useTunedOptions } from "../../motion/useTunedOptions.ts";
import { onVisitorOrIdle } from "../../platform/idle.ts";
import { useReadyForPresses } from "../../platform/readyForPresses.ts";
import { resolveOptions, type SlideshowOptionsInput } from "./options.ts";
import { useAutoplayClock } from "./useAutoplayClock.ts";
import { useRegionProps } from "./useRegionProps.ts";
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
  const { shown, held } = useSlideChanges(model, optionsNow, { region: root, slot, reduced });
  const { index, change, waiting } = shown;
  const thumbs = useThumbScroller(index, reduced ? 0 : options.thumbnailScroll);
  // While zoomed a drag pans the slide (useZoomPan): no swipe changes it. A pinch back to 1x closes.
  const gestures: GestureHandlers = {
    swipe: (to) => zoom.isZoomed() || model?.go(to === "left" ? "next" : "previous"),
    drag: useSlideDrag(model, held, { stage, zoomed: zoom.isZoomed, reduced }),
    hold: () => model?.hold("hold"),
    release: () => model?.release("hold"),
    pinch: zoom.zoomTo,
    pinchEnd: (scale) => {
      if (scale <= 1) zoom.close();
    },
  };
  useGestures(stage, gestures, loaded && model !== undefined);
  useZoomPan(stage, zoom);

  const actions = {
    next: () => model?.go("next"),
    previous: () => model?.go("previous"),
    goTo: (i: number) => model?.go(i),
    togglePlay: () => model?.togglePlaying(),
    scrollThumbs: thumbs.scrollBy,
    zoomIn: zoom.zoomIn,
    closeZoom: zoom.close,
  };

  return {
    options,
    index,
    change,
    /** A change has begun and waits a moment for the canvas to play it. */
    waiting: !!waiting,
    playing,
    loaded,
    zoom: zoom.zoom,
    rendererProps: gpu.rendererProps,
    canvas: gpu.canvasAt(change ? undefined : index),
    actions,
    regionProps: useRegionProps(root, model, zoom),
    stageRef: stage,
    barRef: bar,
    thumbsRef: thumbs.listRef,
    thumbEnds: thumbs.ends,
  };
}
