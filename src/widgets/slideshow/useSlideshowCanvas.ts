import { type RefObject, useCallback, useState } from "react";
import { useGpuCanvas } from "../../gpu/useGpuCanvas.ts";
import { catalogueName } from "./options.ts";
import type { PlayedChange, SlideshowCanvasProps, Zoom } from "./types.ts";

/** The lazy file, named in behaviour.md 8's console line when it fails to load. */
export const CANVAS_FILE = "src/widgets/slideshow/SlideshowCanvas.tsx";

type Inputs = {
  root: RefObject<HTMLElement | null>;
  stage: RefObject<HTMLElement | null>;
  /** Autoplay runs: the canvas is wanted at once. */
  playing: boolean;
  reduced: boolean;
  zoom: { zoom: Zoom };
  /** The options in effect now: their animation may be a catalogue one, fetched ahead. */
  options: { animation: string };
};

/**
 * The GPU canvas of the slideshow, loaded once a visitor is about, when WebGL works and motion is
 * welcome; if its chunk fails to arrive, the DOM goes on and the next change tries again. `canvasAt`:
 * the canvas and its props, given the slide at rest (undefined while a change is drawn).
 */
export function useSlideshowCanvas({ root, stage, playing, reduced, zoom, options }: Inputs) {
  const [gpuOff, setGpuOff] = useState(false);
  const { slot, Canvas, rendererProps } = useGpuCanvas<PlayedChange, SlideshowCanvasProps>({
    file: CANVAS_FILE,
    // biome-ignore lint/style/noRestrictedImports: the adapter loads its lazy canvas view, in its own chunk
    load: () => import("./SlideshowCanvas.tsx"),
    root,
    autoplay: playing,
    allowed: !reduced && !gpuOff,
  });
  const images = useCallback(
    () => [...(stage.current?.querySelectorAll<HTMLImageElement>("[data-slide] img") ?? [])],
    [stage],
  );
  const onUnavailable = useCallback(() => setGpuOff(true), []);
  const preload = catalogueName(options.animation);
  const canvasAt = (settled: number | undefined) => {
    if (!Canvas) return undefined;
    const props: SlideshowCanvasProps = { slot, images, settled, zoom: zoom.zoom, preload, onUnavailable };
    return { Canvas, props };
  };
  return { slot, rendererProps, canvasAt };
}
