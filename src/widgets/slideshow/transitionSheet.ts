import "pixi.js/unsafe-eval"; // the site's CSP has no 'unsafe-eval'
import { Container, WebGLRenderer } from "pixi.js";
import { destroyTextures, texturesFromImages, uploadTextures } from "../../gpu/textures.ts";
import { idleSlice } from "../../platform/background.ts";
import { createGlTransitions } from "./glTransitions.ts";
import { catalogueName, type ResolvedOptions, type SlideAnimation } from "./options.ts";
import { createSlideshowScene } from "./scene.ts";
import { SHEET_CELL, SHEET_PERCENTS, sheetLayout } from "./sheetLayout.ts";
import { buildTransitionTimeline } from "./timeline.ts";
import { changeMotion } from "./transitions/index.ts";

/** A fixed shuffle, so a shuffled transition's frames are the same on every sheet (a reviewer's diff). */
function seeded(seed = 27) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/**
 * The transition sheet's GPU part: ONE WebGL canvas on which the slideshow's own scene (the same shader,
 * piece states and GSAP timeline builder) draws slide 1 turning into slide 2, frame by frame, each frame
 * at its cell's place. A plain renderer, not @pixi/react's Application: the sheet is a debug tool outside
 * React, made and destroyed by its dialog. The drawing buffer is kept, as each render adds one cell.
 */
export async function createTransitionSheet(canvas: HTMLCanvasElement, images: HTMLImageElement[]) {
  if (images.length < 2)
    throw new Error("the slideshow has fewer than two slides to turn one into the other");
  const renderer = new WebGLRenderer();
  await renderer.init({
    canvas,
    width: 1,
    height: 1,
    resolution: 1,
    antialias: false,
    preserveDrawingBuffer: true,
    backgroundColor: 0x1c1d21,
  });
  const textures = await texturesFromImages(images);
  uploadTextures(renderer, textures);
  const stage = new Container();
  const cell = new Container();
  const root = new Container();
  stage.addChild(cell);
  cell.addChild(root);
  const catalogue = createGlTransitions(renderer.gl);
  const scene = createSlideshowScene(root, textures, catalogue);
  scene.layout(SHEET_CELL.width, SHEET_CELL.height);
  let generation = 0;

  /** Draws one frame of `name` at `percent` into the cell at (x, y), adding it to what is there. */
  function drawCell(name: SlideAnimation, options: ResolvedOptions, percent: number, x: number, y: number) {
    const motion = changeMotion(options, name, 1, seeded());
    scene.show(0);
    const states = scene.begin(1, motion);
    const { spec, order, duration, stagger, ease } = motion;
    const timeline = buildTransitionTimeline(
      { widget: "sheet", name, from: spec.from, order, duration, stagger, ease: ease.gsap },
      states,
    );
    // Percent of the whole change, as the slideshow's clock would reach it.
    timeline.progress(percent / 100);
    scene.draw();
    cell.position.set(x, y);
    renderer.render({ container: stage, clear: false });
    timeline.kill();
    scene.show(0);
  }

  return {
    /**
     * Draws `names` with `options` at their layout's places, one cell per idle slice, so the page stays
     * responsive; calls `onDrawn` with the count drawn so far. A later draw() or destroy() stops it.
     * Resolves true when every cell was drawn.
     */
    async draw(names: readonly SlideAnimation[], options: ResolvedOptions, onDrawn: (n: number) => void) {
      const mine = ++generation;
      const layout = sheetLayout(names);
      renderer.resize(layout.width, layout.height);
      cell.visible = false;
      renderer.render({ container: stage, clear: true });
      cell.visible = true;
      let drawn = 0;
      for (const group of layout.groups) {
        const gl = catalogueName(group.name);
        if (gl) await catalogue.prepare(gl);
        for (const [i, percent] of SHEET_PERCENTS.entries()) {
          await idleSlice();
          if (mine !== generation) return false;
          drawCell(group.name, options, percent, group.x + i * (SHEET_CELL.width + SHEET_CELL.gap), group.y);
          onDrawn(++drawn);
        }
      }
      return true;
    },
    /** Stops drawing and frees the scene, its textures and the renderer (the canvas stays). */
    destroy() {
      generation++;
      scene.destroy();
      destroyTextures(textures);
      renderer.destroy();
    },
  };
}
