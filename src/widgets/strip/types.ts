import type { RefObject } from "react";
import type { GpuSlot } from "../../gpu/player.ts";
import type { PageChange } from "./pageChange.ts";

/** What the lazy GPU canvas (StripCanvas.tsx) is given. */
export type StripCanvasProps = {
  /** Where the canvas offers its player while it can draw. */
  slot: GpuSlot<PageChange>;
  /** The strip's container, marked while the canvas draws a phase over its cards. */
  container: RefObject<HTMLElement | null>;
};
