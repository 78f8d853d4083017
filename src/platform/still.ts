import { idleSlice } from "./background.ts";

/**
 * When the page is still: no pointer held down and no animation running to an end (the menu's fades
 * and the side panel's slide are CSS transitions). Long tasks a visitor is not waiting for (a GPU
 * chunk's evaluation, its canvas's first render) wait for it, so the first motion a visitor starts is
 * drawn as smoothly as every later one. Only the browser's own events, animations and scheduler are
 * used: Playwright's page.clock, which holds timers and frames, leaves them running.
 */

const held = new Set<number>();
let released: (() => void)[] = [];

/** Resolves once no pointer is down: a press still held may end in a click that starts a motion. */
function noPointerDown(): Promise<void> {
  if (held.size === 0) return Promise.resolve();
  return new Promise((resolve) => released.push(resolve));
}

function lift(event: PointerEvent) {
  held.delete(event.pointerId);
  if (held.size > 0) return;
  const waiting = released;
  released = [];
  for (const resolve of waiting) resolve();
}

if (typeof window !== "undefined") {
  const options = { capture: true, passive: true };
  window.addEventListener("pointerdown", (e) => held.add(e.pointerId), options);
  window.addEventListener("pointerup", lift, options);
  window.addEventListener("pointercancel", lift, options);
}

/** Running now and bound to end: an endless animation (a spinner) is never waited for. */
function moving(animation: Animation): boolean {
  if (animation.playState !== "running") return false;
  return Number.isFinite(Number(animation.effect?.getComputedTiming().endTime));
}

const runningNow = () => document.getAnimations?.().filter(moving) ?? [];

/** Runs `task` once no animation is running to an end: at once (in this task) when none is. */
export function afterMotions(task: () => void): void {
  const running = runningNow();
  if (running.length === 0) {
    task();
    return;
  }
  void Promise.allSettled(running.map((a) => a.finished)).then(() => afterMotions(task));
}

/**
 * Resolves in a background task once the page is still: after every press held now is released and
 * the animations it and any other started have ended. A motion that starts later is not waited for.
 */
export async function pageIsStill(): Promise<void> {
  for (;;) {
    await noPointerDown();
    // A task after the press's click, so a motion it starts is running by the look below.
    await idleSlice();
    const running = runningNow();
    if (running.length === 0 && held.size === 0) return;
    await Promise.allSettled(running.map((a) => a.finished));
  }
}
