import type { Texture } from "pixi.js";
import type { createGlLayer } from "./glLayer.ts";
import { PIECES_FROM, packGrid, packPieces } from "./pieceData.ts";
import type { createSliceMesh } from "./sliceShader.ts";
import {
  type ChangeMotion,
  type PieceState,
  pieceCount,
  pieceRects,
  type Rect,
  SETTLED,
} from "./transitions/index.ts";

type SliceMesh = ReturnType<typeof createSliceMesh>;
type GlLayer = ReturnType<typeof createGlLayer>;

/**
 * Cuts the slices for a change on a width x height stage as its motion says: the pieces' rectangles, in
 * index order, tiled into the grid the shader reads.
 */
function cutSlices(slices: SliceMesh, motion: ChangeMotion, width: number, height: number): Rect[] {
  const { name, spec, cutting, order } = motion;
  const rects = pieceRects(spec.cut, cutting, width, height);
  if (rects.length !== order.length) throw new Error(`Bad cut for ${name}`);
  const boxes = spec.cut === "boxes";
  const cols = boxes ? cutting.boxes.cols : pieceCount(spec.cut, cutting);
  const rows = boxes ? cutting.boxes.rows : 1;
  const tiled = packGrid(slices.data, { cols, rows, rects });
  slices.upload(0, PIECES_FROM);
  // A stage not laid out yet tiles nothing; 1 keeps the shader's division finite.
  slices.grid(cols, rows, Math.max(1, tiled.width), Math.max(1, tiled.height));
  return rects;
}

/**
 * The change a slideshow scene (scene.ts) is drawing: its incoming slide, piece rectangles and the states
 * GSAP tweens, drawn by the slices, or by the catalogue's quad (`gl`) for a catalogue transition.
 */
export function createSceneChange(slices: SliceMesh, gl: GlLayer | undefined, textures: readonly Texture[]) {
  let change: { to: number; rects: Rect[]; states: PieceState[]; gl: boolean } | undefined;
  return {
    /** The incoming slide's texture while a change is drawn. */
    incoming: () => change && textures[change.to],

    /** No change: the slices draw the settled slide. */
    end() {
      change = undefined;
      gl?.hide();
      slices.mesh.renderable = true;
    },

    /** Cuts a change from slide `from` to `to`; returns the states to tween (`states` if given, a scrub). */
    begin(
      from: number,
      to: number,
      motion: ChangeMotion,
      states: PieceState[] | undefined,
      width: number,
      height: number,
    ) {
      const rects = cutSlices(slices, motion, width, height);
      const pieces = rects.map((_, i) => states?.[i] ?? { ...SETTLED, ...motion.spec.from });
      // A catalogue transition draws on its own quad when it can; else the slices crossfade it.
      const drawsGl = !!motion.gl && !!gl?.begin(motion, textures[from], textures[to], width, height);
      slices.mesh.renderable = !drawsGl;
      change = { to, rects, states: pieces, gl: drawsGl };
      return pieces;
    },

    /** Puts the piece states on screen, on a width x height stage. */
    draw(width: number, height: number) {
      if (!change) return;
      // The crossfade piece's opacity is the catalogue transition's progress.
      if (change.gl && gl) gl.progress = change.states[0]?.alpha ?? 1;
      else slices.upload(PIECES_FROM, packPieces(slices.data, change.rects, change.states, width, height));
    },

    /** Forgets the change, drawing nothing more; the scene destroys the quads. */
    forget() {
      change = undefined;
    },
  };
}
