import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useLazyCanvas } from "../../gpu/useLazyCanvas.ts";
import { easeFromText } from "../../motion/easeNames.ts";
import { mergeSettings } from "../../motion/merge.ts";
import { motionStore } from "../../motion/motionStore.ts";
import { watchReducedMotion } from "../../motion/reducedMotion.ts";
import { tween } from "../../motion/tween.ts";
import { afterLoadAndIdle } from "../../platform/schedule.ts";
import { useIntent } from "../../platform/useIntent.ts";
import { type Change, createSlideshowModel, type SlideshowModel } from "./model.ts";
import { resolveOptions, type SlideshowOptionsInput } from "./options.ts";
import type { GpuChange, SlideshowCanvasProps, Zoom } from "./SlideshowCanvas.tsx";
import {
  type ChangeMotion,
  changeMotion,
  pieceCount,
  TRANSITIONS,
  totalDuration,
} from "./transitions/index.ts";
import { useSlideshowGestures } from "./useSlideshowGestures.ts";
import { useThumbScroller } from "./useThumbScroller.ts";

/** The lazy file, named in SPEC.md 8's console line when it fails to load. */
export const CANVAS_FILE = "src/widgets/slideshow/SlideshowCanvas.tsx";
const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 };
/** ms between the end of a looped transition and its replay. */
const LOOP_PAUSE = 600;

/**
 * The bridge between React and the slideshow: creates the model, the autoplay clock, the gestures and
 * (after the load event, when WebGL works and motion is welcome) the GPU canvas in effects, destroys them
 * in their cleanups, and returns what the view renders and the props it spreads.
 */
export function useSlideshow(count: number, settings: SlideshowOptionsInput) {
  const options = useMemo(() => resolveOptions(settings), [settings]);
  /** The content's settings with this browser's tuned motion over them, read as each change starts. */
  const tuned = useCallback(
    () => resolveOptions(mergeSettings(settings, motionStore.get().slideshow)),
    [settings],
  );
  const root = useRef<HTMLElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const model = useRef<SlideshowModel | undefined>(undefined);
  const pending = useRef<{ id: number; dom: boolean; gpu: boolean } | undefined>(undefined);
  const gpuReadyRef = useRef(false);
  const reducedRef = useRef(false);

  const [index, setIndex] = useState(0);
  const [change, setChange] = useState<Change & { motion: ChangeMotion }>();
  const [gpuChange, setGpuChange] = useState<GpuChange>();
  // Not playing in the prerendered HTML, whatever the settings: the model says otherwise after mount.
  const [playing, setPlaying] = useState(false);
  const [reduced, setReduced] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [gpuOff, setGpuOff] = useState(false);
  const [gpuReady, setGpuReady] = useState(false);
  const [zoom, setZoom] = useState<Zoom>(NO_ZOOM);
  const thumbs = useThumbScroller(index, reduced ? 0 : options.thumbnailScroll);

  /** One side (DOM or GPU) has finished drawing a change; when both have, the model settles. */
  const partDone = useCallback((id: number, part: "dom" | "gpu") => {
    const p = pending.current;
    if (!p || p.id !== id) return;
    p[part] = true;
    if (p.dom && p.gpu) {
      pending.current = undefined;
      model.current?.finish(id);
    }
  }, []);

  useEffect(() => {
    const first = tuned();
    const m = createSlideshowModel({ count, animation: first.animation, autoplay: first.autoplay });
    model.current = m;
    let watchdog = 0;
    let looping = 0;
    m.on("change", (c) => {
      pending.current = { id: c.id, dom: false, gpu: !gpuReadyRef.current };
      const motion = changeMotion(tuned(), c.animation, motionStore.playback().timeScale);
      // The GPU must never hold the model: if its timeline has not ended a second after it should
      // have, the change ends anyway (the DOM already shows the new slide).
      const spec = TRANSITIONS[c.animation];
      const pieces = pieceCount(spec.cut, motion.cutting);
      const ms = totalDuration(spec, pieces, motion.duration, motion.stagger) / motion.timeScale + 1000;
      clearTimeout(watchdog);
      clearTimeout(looping);
      if (gpuReadyRef.current) watchdog = window.setTimeout(() => partDone(c.id, "gpu"), ms);
      setIndex(c.to);
      setChange({ ...c, motion });
      setGpuChange(gpuReadyRef.current ? { ...c, startedAt: performance.now(), motion } : undefined);
      setZoom(NO_ZOOM);
      m.release("zoom");
    });
    m.on("settle", () => {
      setChange(undefined);
      setGpuChange(undefined);
      if (motionStore.playback().loop) looping = window.setTimeout(() => m.replay(), LOOP_PAUSE);
    });
    // Tuned settings apply from the next change on; autoplay's switch and delay at once.
    const stopSettings = motionStore.subscribe(() => {
      const now = tuned();
      m.configure({ animation: now.animation, autoplay: now.autoplay });
      if (reducedRef.current) m.setPlaying(false);
    });
    const stopReplays = motionStore.onReplay(() => m.replay());
    m.on("progress", ({ progress }) => bar.current?.style.setProperty("--progress", String(progress)));
    m.on("playing", (e) => setPlaying(e.playing));
    setPlaying(m.state().playing);
    let frame = 0;
    let last: number | undefined;
    const loop = (now: number) => {
      if (last !== undefined) m.tick(now - last);
      last = now;
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    const visibility = () => (document.hidden ? m.hold("hidden") : m.release("hidden"));
    document.addEventListener("visibilitychange", visibility);
    visibility();
    return () => {
      clearTimeout(watchdog);
      clearTimeout(looping);
      stopSettings();
      stopReplays();
      cancelAnimationFrame(frame);
      document.removeEventListener("visibilitychange", visibility);
      m.destroy();
      model.current = undefined;
      pending.current = undefined;
    };
  }, [count, tuned, partDone]);

  useEffect(
    () =>
      watchReducedMotion((r) => {
        setReduced(r);
        reducedRef.current = r;
        if (r) model.current?.setPlaying(false);
      }),
    [],
  );

  // The DOM crossfade of slides and captions: it runs under the canvas too, so a lost context shows the
  // right slide at once. --fade is written before paint, so the new slide never flashes in.
  useLayoutEffect(() => {
    const element = root.current;
    if (!change || !element) return;
    const { duration, ease, timeScale } = change.motion;
    const t = tween({
      duration: reduced ? 0 : duration / timeScale,
      ease: easeFromText(ease),
      onUpdate: (v) => element.style.setProperty("--fade", String(v)),
      onComplete: () => partDone(change.id, "dom"),
    });
    return () => t.finish();
  }, [change, reduced, partDone]);

  useEffect(() => afterLoadAndIdle(() => setLoaded(true)), []);

  // The GPU chunk, after load, once a visitor is about; if it fails to arrive, the DOM goes on and the
  // next slide change retries.
  const intent = useIntent(root, playing);
  const Canvas = useLazyCanvas(
    CANVAS_FILE,
    () => import("./SlideshowCanvas.tsx"),
    intent && !reduced && !gpuOff,
    index,
  );

  const onReady = useCallback(
    (ready: boolean) => {
      gpuReadyRef.current = ready;
      setGpuReady(ready);
      if (!ready && pending.current) {
        setGpuChange(undefined);
        partDone(pending.current.id, "gpu");
      }
    },
    [partDone],
  );
  const images = useCallback(
    () => [...(stage.current?.querySelectorAll<HTMLImageElement>("[data-slide] img") ?? [])],
    [],
  );
  const onDone = useCallback((id: number) => partDone(id, "gpu"), [partDone]);
  const onUnavailable = useCallback(() => setGpuOff(true), []);

  const closeZoom = useCallback(() => {
    setZoom(NO_ZOOM);
    model.current?.release("zoom");
  }, []);
  const closeZoomRef = useRef(closeZoom);
  closeZoomRef.current = closeZoom;
  useSlideshowGestures(loaded, stage, model, setZoom, closeZoomRef);

  const actions = {
    next: () => model.current?.go("next"),
    previous: () => model.current?.go("previous"),
    goTo: (i: number) => model.current?.go(i),
    /** An explicit play outranks the hover and focus pauses (they return on the next enter). */
    togglePlay: () => {
      const m = model.current;
      if (!m) return;
      const play = !m.state().playing;
      if (play) {
        m.release("hover");
        m.release("focus");
      }
      m.setPlaying(play);
    },
    scrollThumbs: thumbs.scrollBy,
    zoomIn: () => {
      const s = stage.current;
      if (!s || model.current?.state().running) return;
      model.current?.hold("zoom");
      setZoom({ scale: 2, x: s.clientWidth / 2, y: s.clientHeight / 2 });
    },
    closeZoom,
  };

  const regionProps = {
    ref: root,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
        e.preventDefault();
        model.current?.go(e.key === "ArrowRight" ? "next" : "previous");
      } else if (e.key === "Escape" && zoom.scale > 1) closeZoom();
    },
    onPointerEnter: (e: PointerEvent) => e.pointerType === "mouse" && model.current?.hold("hover"),
    onPointerLeave: (e: PointerEvent) => e.pointerType === "mouse" && model.current?.release("hover"),
    onFocus: () => model.current?.hold("focus"),
    onBlur: (e: FocusEvent) => {
      if (!root.current?.contains(e.relatedTarget as Node | null)) model.current?.release("focus");
    },
  };

  const canvas =
    Canvas && !reduced && !gpuOff
      ? {
          Canvas,
          props: {
            images,
            index,
            change: gpuChange,
            zoom,
            onReady,
            onDone,
            onUnavailable,
          } satisfies SlideshowCanvasProps,
        }
      : undefined;

  return {
    options,
    index,
    change,
    playing,
    loaded,
    zoom,
    gpuReady: gpuReady && !!canvas,
    canvas,
    actions,
    regionProps,
    stageRef: stage,
    barRef: bar,
    thumbsRef: thumbs.listRef,
  };
}
