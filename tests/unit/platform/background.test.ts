// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";

/** A fresh copy of the module, as a page starts it. */
async function load() {
  vi.resetModules();
  return import("../../../src/platform/background.ts");
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

type PaintList = { getEntriesByName: (name: string) => unknown[] };

describe("inBackgroundAfterFirstPaint", () => {
  it("runs in a background task only once the page has both painted and loaded, unless cancelled", async () => {
    let paint = (_list: PaintList) => {};
    class PaintObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: typeof paint) {
        paint = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal("PerformanceObserver", PaintObserver);
    const postTask = vi.fn(async (task: () => void) => task());
    vi.stubGlobal("scheduler", { postTask });
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const { inBackgroundAfterFirstPaint } = await load();
    const task = vi.fn();
    inBackgroundAfterFirstPaint(task);
    const cancelled = vi.fn();
    inBackgroundAfterFirstPaint(cancelled)();
    paint({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) });
    await new Promise((r) => setTimeout(r, 0));
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(task).toHaveBeenCalledOnce());
    expect(postTask).toHaveBeenCalledWith(expect.any(Function), { priority: "background" });
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe("idleSlice", () => {
  it("is a plain task where there is no scheduler.postTask", async () => {
    vi.stubGlobal("scheduler", undefined);
    vi.useFakeTimers();
    const { idleSlice } = await load();
    const sliced = vi.fn();
    void idleSlice().then(sliced);
    await Promise.resolve();
    expect(sliced).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(sliced).toHaveBeenCalledOnce();
  });
});
