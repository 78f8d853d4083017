/**
 * Background-priority work for the page's own code (its shell, its islands, the transition sheet):
 * scheduler.postTask and paint timing are the browser's, so Playwright's page.clock leaves them
 * running while it holds the idle callbacks of idle.ts still.
 */

/** Runs a task at some later moment; returns a cancel function. (Here, below idle.ts, so imports run one way.) */
export type Schedule = (task: () => void) => () => void;

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

let loadedAndPainted: Promise<void> | undefined;
/** Once the page has loaded and shown its first frame with content: the load event can come first. */
function afterLoadAndFirstPaint(): Promise<void> {
  loadedAndPainted ??= Promise.all([
    new Promise<void>((resolve) => {
      if (document.readyState === "complete") resolve();
      else window.addEventListener("load", () => resolve(), { once: true });
    }),
    firstContentfulPaint(),
  ]).then(() => {});
  return loadedAndPainted;
}

/**
 * Runs `task` in an idle slice once the page has loaded and shown its first frame, so the page's code
 * never shares a phone's network with the LCP picture. Returns a cancel function.
 */
export const inBackgroundAfterFirstPaint: Schedule = (task) => {
  let cancelled = false;
  void afterLoadAndFirstPaint()
    .then(idleSlice)
    .then(() => cancelled || task());
  return () => {
    cancelled = true;
  };
};
