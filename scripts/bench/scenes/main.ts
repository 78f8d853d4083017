import "pixi.js/unsafe-eval"; // as the site loads Pixi (its CSP has no 'unsafe-eval'): the same uniform code
import { Application, Container, Texture } from "pixi.js";
import { texturesFromImages } from "../../../src/gpu/textures.ts";
import { playSince, registerMotion } from "../../../src/motion/gsap.ts";
import { resolveOptions, type TransitionName } from "../../../src/widgets/slideshow/options.ts";
import { createSlideshowScene } from "../../../src/widgets/slideshow/scene.ts";
import { buildTransitionTimeline } from "../../../src/widgets/slideshow/timeline.ts";
import { changeMotion } from "../../../src/widgets/slideshow/transitions/index.ts";
import { createSpriteScene, type SpriteScene } from "../spriteScene.ts";

/**
 * The bench page of scripts/bench/scenes.ts: one Pixi application, set up as src/gpu/GpuCanvas.tsx sets
 * up the site's, that plays one slideshow change at a time with the old sprite scene or today's shader
 * scene, timed by the site's own GSAP timeline code, and counts the WebGL draw calls it makes.
 */
export type SceneKind = "sprites" | "shader";
/**
 * What one change drew (its settled end excluded): WebGL draw calls, the ms of each frame's draw() and
 * app.render() (the scene's own main-thread work in a frame), and the ms its begin() and timeline took.
 */
export type ChangeDraws = { drawCalls: number; frameMs: number[]; beginMs: number };
export type ScenesApi = {
  /** Loads the two slides' images as textures, as the site does. */
  load(urls: string[]): Promise<void>;
  /** A fresh scene of `kind` on a stage `width` wide (16:9, the stage's ratio), settled and drawn. */
  setScene(kind: SceneKind, width: number): Promise<void>;
  /** Plays one change to the other slide with transition `name` in real time; resolves at its end. */
  playChange(name: TransitionName): Promise<ChangeDraws>;
};

// Patched on the prototypes before Pixi makes its context, so every draw call of the page is counted.
const draws = { count: 0 };
for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
  const methods = proto as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of ["drawElements", "drawArrays", "drawElementsInstanced", "drawArraysInstanced"]) {
    const original = methods[name];
    if (!original) continue;
    methods[name] = function (this: unknown, ...args: unknown[]) {
      draws.count++;
      return original.apply(this, args);
    };
  }
}

registerMotion();
// The site's defaults (24 blinds, 5 x 10 boxes, DESIGN.md's staggers and ease) at the bench's 500 ms.
const options = resolveOptions({ duration: 500 });
const app = new Application();
const root = new Container();
let textures: Texture[] = [];
type Scene = Pick<SpriteScene, "layout" | "show" | "begin" | "draw" | "end" | "destroy">;
let scene: Scene | undefined;
let slide = 0;

const api: ScenesApi = {
  async load(urls) {
    await app.init({
      preference: "webgl",
      autoStart: false,
      sharedTicker: false,
      resolution: window.devicePixelRatio || 1,
      autoDensity: true,
      backgroundAlpha: 0,
      width: 1280,
      height: 720,
    });
    document.body.append(app.canvas);
    app.stage.addChild(root);
    const images = urls.map((url) => Object.assign(new Image(), { src: url }));
    textures = await texturesFromImages(images);
    if (textures.some((t) => t === Texture.EMPTY))
      throw new Error(`A slide did not load: ${urls.join(", ")}`);
  },

  async setScene(kind, width) {
    scene?.destroy();
    root.removeChildren();
    const height = Math.round((width * 9) / 16);
    app.renderer.resize(width, height);
    scene = kind === "sprites" ? createSpriteScene(root, textures) : createSlideshowScene(root, textures);
    scene.layout(width, height);
    scene.show(slide);
    app.render();
  },

  playChange(name) {
    const current = scene;
    if (!current) throw new Error("setScene first");
    const to = 1 - slide;
    // As src/widgets/slideshow/canvasPlayer.ts plays a change: begin, a timeline, draw and render per update.
    const setUp = performance.now();
    const motion = changeMotion(options, name);
    current.show(slide);
    const states = current.begin(to, motion);
    const { spec, order, duration, stagger, ease } = motion;
    const timeline = buildTransitionTimeline(
      { widget: "bench", name, from: spec.from, order, duration, stagger, ease: ease.gsap },
      states,
    );
    // The change's set-up: the sprite scene makes a sprite and a texture per piece here.
    const beginMs = performance.now() - setUp;
    draws.count = 0;
    const frameMs: number[] = [];
    const frame = () => {
      const started = performance.now();
      current.draw();
      app.render();
      frameMs.push(performance.now() - started);
    };
    return new Promise<ChangeDraws>((resolve) => {
      timeline.eventCallback("onUpdate", frame);
      timeline.eventCallback("onComplete", () => {
        const drawn = { drawCalls: draws.count, frameMs, beginMs };
        current.end(to);
        app.render();
        slide = to;
        timeline.kill();
        resolve(drawn);
      });
      playSince(timeline, performance.now());
      frame();
    });
  },
};

Object.assign(window, { benchScenes: api });
