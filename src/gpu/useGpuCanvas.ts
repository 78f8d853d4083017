import { type ComponentType, type RefObject, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { onVisitorOrIdle } from "../platform/idle.ts";
import { prefetchModules } from "../platform/prefetchModules.ts";
import { loadGuarded } from "../platform/reportError.ts";
import { pageIsStill } from "../platform/still.ts";
import { useVisitorNear } from "../platform/useVisitorNear.ts";
import { hasWebGL, probedWebGL } from "./capability.ts";
import { createGpuSlot, type GpuSlot } from "./player.ts";

/** What a widget asks of its GPU canvas. */
export type GpuCanvasRequest<Props> = {
  /** The lazy file, named in behaviour.md 8's console line when it fails to load. */
  file: string;
  load: () => Promise<{ default: ComponentType<Props> }>;
  /** The widget's root: the canvas is wanted once a person is at the page and this is near the viewport. */
  root: RefObject<HTMLElement | null>;
  /** The widget changes by itself (autoplay): wanted at once. */
  autoplay: boolean;
  /** The widget's own conditions (motion welcome, a screen where it pays): false unmounts the canvas. */
  allowed: boolean;
};

export type GpuCanvas<Change, Props> = {
  /** Where the canvas offers its player; the adapter plays each change through it. */
  slot: GpuSlot<Change>;
  /** The canvas component, while it is loaded and wanted. */
  Canvas: ComponentType<Props> | undefined;
  /** For the widget's root: which player the next change gets, for styles and tests. */
  rendererProps: { "data-renderer": "gpu" | "dom" };
};

/**
 * A widget's GPU canvas: its slot, and its component loaded in its own chunk (so Pixi is never in the
 * first download) when wanted and WebGL works, once the page has loaded and is idle or, sooner, once a
 * visitor is here (their first press may wait for it); loaded and mounted when the page is still
 * (platform/still.ts). A chunk that fails to arrive is logged (behaviour.md 8) and tried again at the next
 * change the canvas misses; until then the DOM draws.
 */
export function useGpuCanvas<Change, Props>(request: GpuCanvasRequest<Props>): GpuCanvas<Change, Props> {
  const { file, root, autoplay, allowed } = request;
  const [slot] = useState(() => createGpuSlot<Change>());
  const [started, setStarted] = useState(false);
  const [Canvas, setCanvas] = useState<ComponentType<Props>>();
  const [failed, setFailed] = useState(false);
  // Until the probe is made (when the page is still), WebGL is assumed to work.
  const [noWebGL, setNoWebGL] = useState(() => probedWebGL() === false);
  const load = useRef(request.load);
  const wanted = useVisitorNear(root, autoplay) && allowed;
  const attached = useSyncExternalStore(slot.subscribe, slot.ready, () => false);

  useEffect(() => onVisitorOrIdle(() => setStarted(true)), []);
  useEffect(() => slot.expect(wanted && !noWebGL), [slot, wanted, noWebGL]);
  useEffect(() => (failed ? slot.onMiss(() => setFailed(false)) : undefined), [slot, failed]);
  useEffect(() => {
    if (!started || !wanted || Canvas || failed || noWebGL) return;
    let alive = true;
    // The WebGL probe, evaluating Pixi and the canvas's first render are long tasks: never in the
    // frames of a motion, such as the side panel a visitor's first tap (which makes the canvas wanted)
    // slides in. What the chunk imports (Pixi) is fetched first and run only once the page is still
    // again: a tap made while it downloads (seconds on a phone's network) starts a motion it would
    // otherwise land in.
    void (async () => {
      await pageIsStill();
      if (!alive) return;
      if (!hasWebGL()) return setNoWebGL(true);
      await prefetchModules(file);
      await pageIsStill();
      if (!alive) return;
      const m = await loadGuarded(file, load.current);
      await pageIsStill();
      if (!alive) return;
      if (m) setCanvas(() => m.default);
      else setFailed(true);
    })();
    return () => {
      alive = false;
    };
  }, [file, started, wanted, Canvas, failed, noWebGL]);

  const shown = wanted ? Canvas : undefined;
  return { slot, Canvas: shown, rendererProps: { "data-renderer": attached && shown ? "gpu" : "dom" } };
}
