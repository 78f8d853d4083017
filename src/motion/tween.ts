import { type EaseFunction, linear } from "./ease.ts";

export type Tween = { cancel(): void; finish(): void };

/**
 * A tiny tween for DOM work that must run without GSAP (the DOM slideshow player, thumbnail scrolling):
 * timed by requestAnimationFrame and performance.now, so Playwright's page.clock steps it like GSAP.
 * A duration of 0 completes synchronously.
 */
export function tween(opts: {
  duration: number;
  ease?: EaseFunction;
  onUpdate: (value: number) => void;
  onComplete?: () => void;
}): Tween {
  const ease = opts.ease ?? linear;
  let frame = 0;
  let done = false;
  const end = () => {
    if (done) return;
    done = true;
    cancelAnimationFrame(frame);
    opts.onUpdate(1);
    opts.onComplete?.();
  };
  if (opts.duration <= 0) {
    end();
    return { cancel: () => {}, finish: () => {} };
  }
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, Math.max(0, (now - start) / opts.duration));
    if (t >= 1) return end();
    opts.onUpdate(ease(t));
    frame = requestAnimationFrame(step);
  };
  opts.onUpdate(0);
  frame = requestAnimationFrame(step);
  return {
    cancel() {
      done = true;
      cancelAnimationFrame(frame);
    },
    finish: end,
  };
}

/** A tween a finger drives: see scrubbedTween. */
export type ScrubbedTween = {
  seek(progress: number): void;
  settle(to: 0 | 1, speed: number): void;
  finish(): void;
};

/**
 * The tween of a change a finger drives (gpu/player.ts's Scrub): it stands at its start until `seek`
 * shows `progress` (0..1 of its time, eased) and, once `settle`d, runs on to its end (1) or back to its
 * start (0) at `speed` times its pace, timed as `tween` is; `onComplete` hears where it ended. `finish()`
 * goes there at once: its end, unless it was settled back.
 */
export function scrubbedTween(opts: {
  duration: number;
  ease?: EaseFunction;
  onUpdate: (value: number) => void;
  onComplete?: (at: 0 | 1) => void;
}): ScrubbedTween {
  const ease = opts.ease ?? linear;
  let progress = 0;
  let target: 0 | 1 = 1;
  let frame = 0;
  let done = false;
  const show = () => opts.onUpdate(ease(progress));
  const end = () => {
    if (done) return;
    done = true;
    cancelAnimationFrame(frame);
    progress = target;
    show();
    opts.onComplete?.(target);
  };
  show();
  return {
    seek(p) {
      if (done) return;
      progress = Math.min(1, Math.max(0, p));
      show();
    },
    settle(to, speed) {
      if (done) return;
      target = to;
      cancelAnimationFrame(frame);
      if (opts.duration <= 0 || speed <= 0) return end();
      const perMs = ((to === 1 ? 1 : -1) * speed) / opts.duration;
      let last = performance.now();
      const step = (now: number) => {
        progress += (now - last) * perMs;
        last = now;
        if (to === 1 ? progress >= 1 : progress <= 0) return end();
        show();
        frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    },
    finish: end,
  };
}
