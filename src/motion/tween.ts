import { type EaseFunction, linear } from "./ease.ts";

export type Tween = { cancel(): void; finish(): void };

/**
 * A tiny tween for DOM work that must run without GSAP and is not a change (thumbnail scrolling; a
 * change moves on motion/changeClock.ts): timed by requestAnimationFrame and performance.now, so
 * Playwright's page.clock steps it like GSAP.
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
