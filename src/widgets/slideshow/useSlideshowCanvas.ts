import { type RefObject, useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { hasWebGL } from "../../gpu/capability.ts";
import type { GpuSlot } from "../../gpu/player.ts";
import { useLazyCanvas } from "../../gpu/useLazyCanvas.ts";
import { useVisitorNear } from "../../platform/useVisitorNear.ts";
import { catalogueName } from "./options.ts";
import type { PlayedChange, SlideshowCanvasProps, Zoom } from "./types.ts";

/** The lazy file, named in SPEC.md 8's console line when it fails to load. */
export const CANVAS_FILE = "src/widgets/slideshow/SlideshowCanvas.tsx";

type Inputs = {
  root: RefObject<HTMLElement | null>;
  stage: RefObject<HTMLElement | null>;
  slot: GpuSlot<PlayedChange>;
  /** Autoplay runs: the canvas is wanted at once. */
  playing: boolean;
  reduced: boolean;
  index: number;
  change: PlayedChange | undefined;
  zoom: { zoom: Zoom };
  /** The options in effect now: their animation may be a catalogue one, fetched ahead. */
  options: { animation: string };
};

/**
 * The GPU canvas of the slideshow, loaded once a visitor is about, when WebGL works and motion is
 * welcome; if its chunk fails to arrive, the DOM goes on and the next change tries again. `gpuReady`:
 * the canvas covers the DOM slides now.
 */
export function useSlideshowCanvas(inputs: Inputs) {
  const { root, stage, slot, playing, reduced, index, change, options } = inputs;
  const { animation } = options;
  const [gpuOff, setGpuOff] = useState(false);
  const attached = useSyncExternalStore(slot.subscribe, slot.ready, () => false);
  const wanted = useVisitorNear(root, playing) && !reduced && !gpuOff;
  // biome-ignore lint/style/noRestrictedImports: the adapter loads its lazy canvas view, in its own chunk
  const Canvas = useLazyCanvas(CANVAS_FILE, () => import("./SlideshowCanvas.tsx"), wanted, index);
  useEffect(() => slot.expect(wanted && hasWebGL()), [slot, wanted]);
  const images = useCallback(
    () => [...(stage.current?.querySelectorAll<HTMLImageElement>("[data-slide] img") ?? [])],
    [stage],
  );
  const onUnavailable = useCallback(() => setGpuOff(true), []);
  const props: SlideshowCanvasProps = {
    slot,
    images,
    settled: change ? undefined : index,
    zoom: inputs.zoom.zoom,
    preload: catalogueName(animation),
    onUnavailable,
  };
  const shown = !!Canvas && wanted;
  return { canvas: Canvas && shown ? { Canvas, props } : undefined, gpuReady: attached && shown };
}
