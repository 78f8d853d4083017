import type { RefObject } from "react";
import { useGpuCanvas } from "../../gpu/useGpuCanvas.ts";
import type { StripChange } from "./pageChange.ts";
import type { StripPages } from "./pages.ts";
import type { StripCanvasProps } from "./types.ts";

/** The lazy file, named in behaviour.md 8's console line when it fails to load. */
export const STRIP_CANVAS_FILE = "src/widgets/strip/StripCanvas.tsx";

type Inputs = {
  root: RefObject<HTMLElement | null>;
  pages: StripPages;
  /** The strip turns by itself: the canvas is wanted at once. */
  autoplay: boolean;
  /** The cards stand side by side (strip.css's 768 px), where a canvas pays. */
  wide: boolean;
  reduced: boolean;
};

/**
 * The GPU canvas of the strip: loaded once a visitor is about (or at once under autoplay), where the
 * cards stand side by side, WebGL works and motion is welcome. Below 768 px the cards stack four
 * screens tall: a canvas that size costs a phone far more memory and fill than the DOM moving them does.
 */
export function useStripCanvas({ root, pages, autoplay, wide, reduced }: Inputs) {
  const { slot, Canvas, rendererProps } = useGpuCanvas<StripChange, StripCanvasProps>({
    file: STRIP_CANVAS_FILE,
    // biome-ignore lint/style/noRestrictedImports: the adapter loads its lazy canvas view, in its own chunk
    load: () => import("./StripCanvas.tsx"),
    root,
    autoplay,
    allowed: wide && !reduced,
  });
  const props: StripCanvasProps = { slot, pages };
  return { slot, rendererProps, canvas: Canvas && { Canvas, props } };
}
