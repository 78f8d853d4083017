/**
 * Runs `task` once the page has loaded and the main thread is idle (at the latest `timeout` ms after
 * load), so lazy chunks and trackers never compete with the first paint or delay the load event.
 * Returns a cancel function. Uses only the browser's timers, so Playwright's page.clock controls it.
 */
export function afterLoadAndIdle(task: () => void, timeout = 1000): () => void {
  let cancelled = false;
  let idle = 0;
  const run = () => {
    if (cancelled) return;
    // Safari has no idle callbacks: a moment later there.
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(task, { timeout });
    else idle = window.setTimeout(task, 1);
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

type PostTask = (task: () => void, options: { priority: "background" }) => Promise<void>;

/**
 * Resolves in a task of its own at the lowest priority, after input and rendering: a slice for work the
 * visitor is not waiting for. Chromium's scheduler.postTask, which page.clock leaves running; a plain
 * task elsewhere.
 */
export function idleSlice(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler;
  if (scheduler?.postTask) return scheduler.postTask(() => {}, { priority: "background" });
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves once the first frame with content has been shown (at once where paint timing is unknown). */
function firstContentfulPaint(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  });
}

/**
 * Resolves once the page has loaded and its first frame with content has been shown: the load event
 * alone can come before the first frame. Paint timing is the browser's, so page.clock leaves it running.
 */
export function afterLoadAndFirstPaint(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else window.addEventListener("load", () => resolve(), { once: true });
  });
  return Promise.all([loaded, firstContentfulPaint()]).then(() => {});
}
