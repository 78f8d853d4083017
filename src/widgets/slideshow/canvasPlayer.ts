import type { gsap } from "gsap";
import type { Player, Playing } from "../../gpu/player.ts";
import { createChangeClock } from "../../motion/changeClock.ts";
import type { GlTransitions } from "./glTransitions.ts";
import type { SlideshowScene } from "./scene.ts";
import { buildTransitionTimeline } from "./timeline.ts";
import type { PlayedChange } from "./types.ts";

/**
 * The GPU player: a change's pieces cut from the incoming slide, placed by a paused GSAP timeline built
 * from its motion, which the change's clock (motion/changeClock.ts) sets to its progress each frame
 * before the canvas draws it. The last change's timeline stays, for a designer to scrub in the debug
 * panel's GSDevTools; the next change kills it, and so does dispose(). (Not a GSAP context of the
 * canvas: a context keeps every timeline made in it until it is reverted, a few hundred objects a
 * change.) A catalogue transition not fetched yet is waited for (catalogueWait).
 */
export function createCanvasPlayer(
  scene: SlideshowScene,
  render: () => void,
  catalogue: GlTransitions | undefined,
): Player<PlayedChange> & { dispose(): void } {
  let last: gsap.core.Timeline | undefined;
  let disposed = false;
  const draw = (change: PlayedChange): Playing => {
    last?.kill();
    const { timeline, ended } = transitionTimeline(scene, render, change);
    last = timeline;
    const clock = createChangeClock(
      change.motion.total,
      (progress) => {
        timeline.progress(progress, true);
        scene.draw();
        render();
      },
      (at) => {
        if (at === 1) ended();
        else scene.show(change.from);
        render();
        // Over, it leaves GSAP's global timeline as a timeline GSAP played does; GSDevTools, which holds
        // it, puts it back when a designer plays it.
        timeline.parent?.remove(timeline);
      },
    );
    const done = clock.done.then(() => undefined);
    return { done, seek: clock.seek, progress: clock.progress, settle: clock.settle, finish: clock.finish };
  };
  const player = (change: PlayedChange): Playing => {
    const gl = change.motion.gl;
    if (!gl || !catalogue || catalogue.get(gl)) return draw(change);
    return catalogueWait(catalogue.prepare(gl), () => (disposed ? undefined : draw(change)));
  };
  return Object.assign(player, {
    dispose() {
      disposed = true;
      last?.kill();
      last = undefined;
    },
  });
}

/**
 * The change's paused timeline over the scene's pieces, from the slide it left (a replay starts there,
 * like any change). It plays at the change's time scale only when a designer plays it in GSDevTools
 * after the change, which then draws through its onUpdate, the pieces coming back if scrubbed back
 * from its end. `ended` draws the new slide settled.
 */
function transitionTimeline(scene: SlideshowScene, render: () => void, change: PlayedChange) {
  const { motion } = change;
  scene.zoom(1, 0, 0);
  scene.show(change.from);
  const states = scene.begin(change.to, motion);
  const { name, spec, order, duration, stagger, ease } = motion;
  const timeline = buildTransitionTimeline(
    { widget: "slideshow", name, from: spec.from, order, duration, stagger, ease: ease.gsap },
    states,
  );
  timeline.timeScale(motion.timeScale);
  let atEnd = false;
  timeline.eventCallback("onUpdate", () => {
    if (atEnd) {
      atEnd = false;
      scene.show(change.from);
      scene.begin(change.to, motion, states);
    }
    scene.draw();
    render();
  });
  const complete = () => {
    atEnd = true;
    scene.end(change.to);
  };
  timeline.eventCallback("onComplete", () => {
    complete();
    render();
  });
  return { timeline, ended: complete };
}

/**
 * A change whose catalogue GLSL is still on its way: once `ready`, `draw` makes its player and is told
 * every call made meanwhile (where a finger put it; a settle keeps its `since`, so a press's frames keep
 * the press's time). The change's time guard bounds the wait.
 */
function catalogueWait(ready: Promise<unknown>, draw: () => Playing | undefined): Playing {
  let drawing: Playing | undefined;
  let over = false;
  let seeked = 0;
  let settled: Parameters<Playing["settle"]> | undefined;
  let resolve = () => {};
  const done = new Promise<void>((r) => {
    resolve = r;
  });
  void ready.then(() => {
    if (over) return;
    drawing = draw();
    if (!drawing) return resolve();
    drawing.seek(seeked);
    if (settled) drawing.settle(...settled);
    drawing.done.then(resolve);
  });
  return {
    done,
    seek(progress) {
      seeked = progress;
      settled = undefined; // caught by a finger: it stands where it was put
      drawing?.seek(progress);
    },
    progress: () => drawing?.progress() ?? seeked,
    settle(...args) {
      settled = args;
      drawing?.settle(...args);
    },
    finish() {
      over = true;
      drawing?.finish();
      resolve();
    },
  };
}
