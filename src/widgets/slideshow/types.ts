import type { GpuSlot } from "../../gpu/player.ts";
import type { Change } from "./model.ts";
import type { ChangeMotion } from "./transitions/index.ts";

/** A magnification of the settled slide by `scale` about (x, y) in stage pixels. */
export type Zoom = { scale: number; x: number; y: number };
export const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 };

/** A change as the players draw it: the model's change, its motion, and the page time it began at. */
export type PlayedChange = Change & { motion: ChangeMotion; startedAt: number };

/** What the lazy GPU canvas (SlideshowCanvas.tsx) is given. */
export type SlideshowCanvasProps = {
  /** Where the canvas offers its player while it can draw. */
  slot: GpuSlot<PlayedChange>;
  /** The slides' DOM images, in slide order: the textures are made from them. */
  images: () => HTMLImageElement[];
  /** The settled slide, or undefined while a change is drawn. */
  settled: number | undefined;
  zoom: Zoom;
  /** The catalogue transition configured now ("Directional" for gl:Directional), fetched before the canvas takes over. */
  preload: string | undefined;
  /** The visitor asked for reduced motion, or the GPU failed: use the DOM. */
  onUnavailable: (why: string) => void;
};
