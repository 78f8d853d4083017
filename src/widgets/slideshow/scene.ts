import type { Container, Texture } from "pixi.js";
import { createGlLayer } from "./glLayer.ts";
import type { GlTransitions } from "./glTransitions.ts";
import { createSceneChange } from "./sceneChange.ts";
import { createSliceMesh } from "./sliceShader.ts";
import type { ChangeMotion, PieceState } from "./transitions/index.ts";

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
  const change = createSceneChange(slices, gl, textures);

  function bindSlides() {
    slices.outgoing(textures[index], width, height);
    slices.incoming(change.incoming(), width, height);
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
      change.end();
      index = i;
      bindSlides();
    },

    /**
     * Starts drawing a change from the current slide to `to`, cut as its motion says; returns the states
     * to tween, in index order. Given the states of an earlier begin, draws those again (a scrub).
     */
    begin(to: number, motion: ChangeMotion, states?: PieceState[]): PieceState[] {
      self.show(index);
      if (!textures[to]) return [];
      const pieces = change.begin(index, to, motion, states, width, height);
      bindSlides();
      self.draw();
      return pieces;
    },

    /** Puts the current piece states on screen (call from the timeline's onUpdate, then render). */
    draw() {
      change.draw(width, height);
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
      change.forget();
      gl?.destroy();
      slices.destroy();
    },
  };
  return self;
}

export type SlideshowScene = ReturnType<typeof createSlideshowScene>;
