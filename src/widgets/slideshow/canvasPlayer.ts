import type { gsap } from "gsap";
import type { Player, Playing } from "../../gpu/player.ts";
import { playSince } from "../../motion/gsap.ts";
import { deferred } from "../../platform/deferred.ts";
import { scrubTimeline } from "./canvasScrub.ts";
import type { GlTransitions } from "./glTransitions.ts";
import type { SlideshowScene } from "./scene.ts";
import { buildTransitionTimeline } from "./timeline.ts";
import type { PlayedChange } from "./types.ts";

/**
 * The GPU player: a change's pieces cut from the incoming slide, tweened by a GSAP timeline from its
 * motion and drawn on the canvas each frame. The last change's timeline stays, for a designer to scrub in
 * the debug panel's GSDevTools; the next change kills it, and so does dispose(). (Not a GSAP context of
 * the canvas: a context keeps every timeline made in it until it is reverted, a few hundred objects a
 * change.) A catalogue transition not fetched yet is waited for (the change's time guard bounds the
 * wait) and then played from the change's start, so its frames keep the press's time.
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
    const { motion } = change;
    scene.zoom(1, 0, 0);
    scene.show(change.from); // a replay starts from the slide it left, like any change
    const states = scene.begin(change.to, motion);
    const { name, spec, order, duration, stagger, ease } = motion;
    const timeline = buildTransitionTimeline(
      { widget: "slideshow", name, from: spec.from, order, duration, stagger, ease: ease.gsap },
      states,
    );
    last = timeline;
    timeline.timeScale(motion.timeScale);
    const done = deferred();
    let ended = false;
    timeline.eventCallback("onUpdate", () => {
      if (ended) {
        // Scrubbed back after its end: the pieces come back.
        ended = false;
        scene.show(change.from);
        scene.begin(change.to, motion, states);
      }
      scene.draw();
      render();
    });
    const complete = () => {
      ended = true;
      scene.end(change.to);
      render();
      done.resolve();
    };
    timeline.eventCallback("onComplete", complete);
    if (change.dragged) {
      const drawNow = () => {
        scene.draw();
        render();
      };
      drawNow(); // standing at its start until the finger moves it
      const back = () => scene.show(change.from);
      return scrubTimeline(timeline, { complete, back, draw: drawNow, done });
    }
    playSince(timeline, change.startedAt);
    scene.draw();
    render();
    // Ended at once, and done even when the timeline is gone (its canvas torn down mid-change).
    return {
      done: done.promise,
      finish: () => {
        timeline.progress(1);
        done.resolve();
      },
    };
  };
  const player = (change: PlayedChange): Playing => {
    const gl = change.motion.gl;
    if (!gl || !catalogue || catalogue.get(gl)) return draw(change);
    let drawing: Playing | undefined;
    let over = false;
    // A finger may drive it before its GLSL is in: where it stands then is where it starts.
    let seeked = 0;
    let settled: [0 | 1, number] | undefined;
    const done = deferred();
    void catalogue.prepare(gl).then(() => {
      if (over || disposed) return;
      drawing = draw(change);
      if (change.dragged) drawing.seek?.(seeked);
      if (settled) drawing.settle?.(...settled);
      drawing.done.then(done.resolve);
    });
    return {
      done: done.promise,
      finish() {
        over = true;
        drawing?.finish();
        done.resolve();
      },
      seek(progress) {
        seeked = progress;
        drawing?.seek?.(progress);
      },
      settle(to, speed) {
        settled = [to, speed];
        drawing?.settle?.(to, speed);
      },
    };
  };
  return Object.assign(player, {
    dispose() {
      disposed = true;
      last?.kill();
      last = undefined;
    },
  });
}
