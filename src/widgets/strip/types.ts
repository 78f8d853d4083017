import type { GpuSlot } from "../../gpu/player.ts";
import type { StripChange } from "./pageChange.ts";
import type { StripPages } from "./pages.ts";

/** What the lazy GPU canvas (StripCanvas.tsx) is given. */
export type StripCanvasProps = {
  /** Where the canvas offers its player while it can draw. */
  slot: GpuSlot<StripChange>;
  /** The cards its player snapshots, swaps and covers. */
  pages: StripPages;
};
