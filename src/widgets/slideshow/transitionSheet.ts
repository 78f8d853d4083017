import "pixi.js/unsafe-eval"; // the site's CSP has no 'unsafe-eval'
import { Container, WebGLRenderer } from "pixi.js";
import { destroyTextures, texturesFromImages, uploadTextures } from "../../gpu/textures.ts";
import { idleSlice } from "../../platform/background.ts";
import { createGlTransitions } from "./glTransitions.ts";
import { catalogueName, type ResolvedOptions, type SlideAnimation } from "./options.ts";
import { createSlideshowScene } from "./scene.ts";
import { SHEET_PERCENTS, type sheetLayout } from "./sheetLayout.ts";
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

type Size = { width: number; height: number };

/**
 * How the sheet's renderer paints: the scene laid out for a frame's size, the canvas cleared, and one
 * frame drawn into a cell (`cell` holds the scene; `stage` is what is rendered).
 */
function framePainter(
  renderer: WebGLRenderer,
  scene: ReturnType<typeof createSlideshowScene>,
  stage: Container,
  cell: Container,
) {
  let laidOut: Size = { width: 0, height: 0 };
  /** Lays the scene out for frames of `size` (the sheet's cells, or a compare stage's). */
  const layFor = (size: Size) => {
    if (size.width !== laidOut.width || size.height !== laidOut.height) scene.layout(size.width, size.height);
    laidOut = size;
  };
  /** Clears the canvas to its background at this size. */
  const clearAt = (width: number, height: number) => {
    renderer.resize(width, height);
    cell.visible = false;
    renderer.render({ container: stage, clear: true });
    cell.visible = true;
  };
  /**
   * Draws one frame of `name` at `percent` into the cell at (x, y), adding it to what is there; returns
   * the whole change's length in seconds.
   */
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
    const seconds = timeline.duration();
    timeline.kill();
    scene.show(0);
    return seconds;
  }

  return { layFor, clearAt, drawCell };
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
  const [stage, cell, root] = [new Container(), new Container(), new Container()];
  stage.addChild(cell).addChild(root); // stage > cell (moved to each frame's place) > the scene's root
  const catalogue = createGlTransitions(renderer.gl);
  const scene = createSlideshowScene(root, textures, catalogue);
  const { layFor, clearAt, drawCell } = framePainter(renderer, scene, stage, cell);
  let generation = 0;

  return {
    /**
     * Draws a layout's transitions, the ith group's with `optionsOf(i)`, one cell per idle slice, so the page stays
     * responsive; calls `onDrawn` with the count drawn so far. A later draw() or destroy() stops it.
     * Resolves true when every cell was drawn.
     */
    async draw(
      layout: ReturnType<typeof sheetLayout>,
      optionsOf: (group: number) => ResolvedOptions,
      onDrawn: (n: number) => void,
    ) {
      const mine = ++generation;
      layFor(layout.cell);
      clearAt(layout.width, layout.height);
      let drawn = 0;
      for (const [g, group] of layout.groups.entries()) {
        const gl = catalogueName(group.name);
        if (gl) await catalogue.prepare(gl);
        for (const [i, percent] of SHEET_PERCENTS.entries()) {
          await idleSlice();
          if (mine !== generation) return false;
          const x = group.x + i * (layout.cell.width + layout.cell.gap);
          drawCell(group.name, optionsOf(g), percent, x, group.y);
          onDrawn(++drawn);
        }
      }
      return true;
    },
    /**
     * Draws one frame of `name` at `percent` alone, the canvas `size` (a compare stage, compare.ts), as a
     * sheet's cell is drawn. A later draw, frame or destroy stops it; resolves the change's length in
     * seconds when the frame was drawn, or undefined.
     */
    async frame(name: SlideAnimation, options: ResolvedOptions, percent: number, size: Size) {
      const mine = ++generation;
      const gl = catalogueName(name);
      if (gl) await catalogue.prepare(gl);
      if (mine !== generation) return undefined;
      layFor(size);
      clearAt(size.width, size.height);
      return drawCell(name, options, percent, 0, 0);
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
