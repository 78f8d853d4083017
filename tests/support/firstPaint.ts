import { createElement, type ReactNode, StrictMode } from "react";
import { createRoot } from "react-dom/client";

/**
 * What the browser would paint first: renders `ui` under StrictMode as the page's script does, outside
 * act() (which flushes every effect at once), and returns what `read` finds when the task that first
 * committed it ends. A layout effect's update is drawn by then; an effect's comes in a later task,
 * after that paint. The root is unmounted before this returns.
 */
export async function firstPaint<T>(ui: ReactNode, read: () => T): Promise<T> {
  const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const wasAct = flags.IS_REACT_ACT_ENVIRONMENT;
  flags.IS_REACT_ACT_ENVIRONMENT = false;
  const host = document.body.appendChild(document.createElement("div"));
  let fail: (error: unknown) => void = () => {};
  const root = createRoot(host, { onUncaughtError: (error) => fail(error) });
  try {
    return await new Promise<T>((resolve, reject) => {
      fail = reject;
      let committed = false;
      // Called in the commit's layout phase; the microtask runs once that task's work is done.
      const probe = () => {
        if (committed) return;
        committed = true;
        queueMicrotask(() => resolve(read()));
      };
      root.render(createElement(StrictMode, null, createElement("div", { ref: probe }, ui)));
    });
  } finally {
    root.unmount();
    host.remove();
    flags.IS_REACT_ACT_ENVIRONMENT = wasAct;
  }
}
