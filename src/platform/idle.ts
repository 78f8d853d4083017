import type { Schedule } from "./background.ts";
import { afterMotions } from "./still.ts";
import { onVisitor } from "./visitor.ts";

export type { Schedule } from "./background.ts";

/**
 * Runs `task` once the page has loaded and the main thread is idle (at the latest `timeout` ms after
 * load), so lazy chunks and trackers never compete with the first paint or delay the load event; and
 * once no animation runs (still.ts), so they never land in the frames of a visitor's first motion.
 * Returns a cancel function. Uses only the browser's timers, so Playwright's page.clock controls it.
 */
export function afterLoadAndIdle(task: () => void, timeout = 1000): () => void {
  let cancelled = false;
  let idle = 0;
  const settled = () => afterMotions(() => cancelled || task());
  const run = () => {
    if (cancelled) return;
    // Safari has no idle callbacks: a moment later there.
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(settled, { timeout });
    else idle = window.setTimeout(settled, 1);
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", run);
    if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
    else clearTimeout(idle);
  };
}

/**
 * Runs `task` once, when a visitor is here or at `idle` (by default once loaded and idle), whichever
 * comes first: what a person's first press may need starts when they arrive, else when the page is
 * quiet. Returns a cancel function.
 */
export function onVisitorOrIdle(task: () => void, idle: Schedule = afterLoadAndIdle): () => void {
  let done = false;
  let cancels: (() => void)[] = [];
  const cancel = () => {
    done = true;
    for (const c of cancels) c();
  };
  const once = () => {
    if (done) return;
    cancel();
    task();
  };
  cancels = [onVisitor(once)];
  if (!done) cancels.push(idle(once));
  return cancel;
}

/**
 * Works through `queue` one item per idle slice (`idle`, by default once loaded and idle), each slice
 * asked for once the previous item's work has settled. Items are taken at their slice, so one removed
 * from `queue` meanwhile (started elsewhere) is skipped. Returns a cancel function.
 */
export function idleQueue<T>(
  queue: T[],
  work: (item: T) => unknown,
  idle: Schedule = afterLoadAndIdle,
): () => void {
  let alive = true;
  let cancel = () => {};
  const next = () => {
    if (!alive || queue.length === 0) return;
    cancel = idle(() => {
      if (!alive || queue.length === 0) return;
      const item = queue.shift() as T;
      // An async wrapper, so a task that throws counts as settled and the queue goes on.
      void (async () => work(item))().then(next, next);
    });
  };
  next();
  return () => {
    alive = false;
    cancel();
  };
}
