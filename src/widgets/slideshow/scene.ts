import type { Container, Texture } from "pixi.js";
import { createGlLayer } from "./glLayer.ts";
import type { GlTransitions } from "./glTransitions.ts";
import { PIECES_FROM, packGrid, packPieces } from "./pieceData.ts";
import { createSliceMesh } from "./sliceShader.ts";
import {
  type ChangeMotion,
  type PieceState,
  pieceCount,
  pieceRects,
  type Rect,
  SETTLED,
} from "./transitions/index.ts";

/**
 * The slideshow's Pixi scene inside `root`: one quad whose shader (shaders/slideshow.frag) draws the
 * settled slide like the DOM's `object-fit: cover` image, and during a change the incoming slide cut into
 * pieces over the outgoing one, in one draw call. It knows Pixi, not React or GSAP: a transition hands
 * out plain piece states, and draw() uploads them for the shader.
 */
export function createSlideshowScene(
  root: Container,
  textures: readonly Texture[],
  catalogue?: GlTransitions,
) {
  let width = 0;
  let height = 0;
  let index = 0;
  const slices = createSliceMesh();
  root.addChild(slices.mesh);
  // Over the slices, a catalogue transition's quad while one plays.
  const gl = catalogue && createGlLayer(root, catalogue);
  /** The change being drawn: its incoming slide, piece rectangles and the states GSAP tweens. */
  let change: { to: number; rects: Rect[]; states: PieceState[]; gl: boolean } | undefined;

  function bindSlides() {
    slices.outgoing(textures[index], width, height);
    slices.incoming(change && textures[change.to], width, height);
  }

  const self = {
    /** Sizes the scene to a width x height stage in CSS pixels. */
    layout(w: number, h: number) {
      width = w;
      height = h;
      slices.resize(width, height);
      bindSlides();
      self.draw();
    },

    /** Shows slide `i` settled, ending any change. */
    show(i: number) {
      change = undefined;
      gl?.hide();
      slices.mesh.renderable = true;
      index = i;
      bindSlides();
    },

    /**
     * Starts drawing a change from the current slide to `to`, cut as its motion says; returns the states
     * to tween, in index order. Given the states of an earlier begin, draws those again (a scrub).
     */
    begin(to: number, motion: ChangeMotion, states?: PieceState[]): PieceState[] {
      const { name, spec, cutting, order } = motion;
      self.show(index);
      if (!textures[to]) return [];
      const rects = pieceRects(spec.cut, cutting, width, height);
      if (rects.length !== order.length) throw new Error(`Bad cut for ${name}`);
      const boxes = spec.cut === "boxes";
      const cols = boxes ? cutting.boxes.cols : pieceCount(spec.cut, cutting);
      const rows = boxes ? cutting.boxes.rows : 1;
      const tiled = packGrid(slices.data, { cols, rows, rects });
      slices.upload(0, PIECES_FROM);
      // A stage not laid out yet tiles nothing; 1 keeps the shader's division finite.
      slices.grid(cols, rows, Math.max(1, tiled.width), Math.max(1, tiled.height));
      const pieces = rects.map((_, i) => states?.[i] ?? { ...SETTLED, ...spec.from });
      // A catalogue transition draws on its own quad when it can; else the slices crossfade it.
      const drawsGl = !!motion.gl && !!gl?.begin(motion, textures[index], textures[to], width, height);
      slices.mesh.renderable = !drawsGl;
      change = { to, rects, states: pieces, gl: drawsGl };
      bindSlides();
      self.draw();
      return change.states;
    },

    /** Puts the current piece states on screen (call from the timeline's onUpdate, then render). */
    draw() {
      if (!change) return;
      // The crossfade piece's opacity is the catalogue transition's progress.
      if (change.gl && gl) gl.progress = change.states[0]?.alpha ?? 1;
      else slices.upload(PIECES_FROM, packPieces(slices.data, change.rects, change.states, width, height));
    },

    /** Ends a change: slide `to` is now the settled slide. */
    end(to: number) {
      self.show(to);
    },

    /** Magnifies the settled slide by `scale` about (x, y) in stage pixels; 1 is no zoom. */
    zoom(scale: number, x: number, y: number) {
      root.pivot.set(x, y);
      root.position.set(x, y);
      root.scale.set(scale);
    },

    /** Removes everything it made; the textures belong to the caller. Safe to call twice. */
    destroy() {
      change = undefined;
      gl?.destroy();
      slices.destroy();
    },
  };
  return self;
}

export type SlideshowScene = ReturnType<typeof createSlideshowScene>;
