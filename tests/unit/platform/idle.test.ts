// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { idleQueue, type Schedule } from "../../../src/platform/idle.ts";

/** Fresh copies of idle.ts and the visitor state it shares, as a page starts them. */
async function load() {
  vi.resetModules();
  const idle = await import("../../../src/platform/idle.ts");
  const visitor = await import("../../../src/platform/visitor.ts");
  return { ...idle, ...visitor };
}

/** A schedule whose slices come when the test says. */
function slices() {
  const waiting: (() => void)[] = [];
  const schedule: Schedule = (task) => {
    waiting.push(task);
    return () => void waiting.splice(waiting.indexOf(task) >>> 0, 1);
  };
  return { schedule, waiting, run: () => waiting.shift()?.() };
}

let readyState: DocumentReadyState = "complete";
beforeEach(() => {
  readyState = "complete";
  vi.spyOn(document, "readyState", "get").mockImplementation(() => readyState);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("afterLoadAndIdle", () => {
  it("asks for an idle callback only after the load event, with its timeout, and can be cancelled", async () => {
    const { afterLoadAndIdle } = await load();
    const idle = vi.fn((_task: () => void, _options: { timeout: number }) => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal("requestIdleCallback", idle);
    vi.stubGlobal("cancelIdleCallback", cancelIdle);
    readyState = "loading";
    const task = vi.fn();
    const cancel = afterLoadAndIdle(task, 2000);
    expect(idle).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    idle.mock.calls[0]![0]();
    expect(task).toHaveBeenCalledOnce();
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it("without idle callbacks runs a moment later, and not at all once cancelled", async () => {
    const { afterLoadAndIdle } = await load();
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.stubGlobal("cancelIdleCallback", undefined);
    vi.useFakeTimers();
    const ran = vi.fn();
    const dropped = vi.fn();
    afterLoadAndIdle(ran);
    afterLoadAndIdle(dropped)();
    vi.advanceTimersByTime(1);
    expect(ran).toHaveBeenCalledOnce();
    expect(dropped).not.toHaveBeenCalled();
  });
});

describe("onVisitorOrIdle", () => {
  it("runs once, at idle, and not again when a visitor comes", async () => {
    const { onVisitorOrIdle } = await load();
    const { schedule, run } = slices();
    const task = vi.fn();
    onVisitorOrIdle(task, schedule);
    run();
    window.dispatchEvent(new Event("keydown"));
    expect(task).toHaveBeenCalledOnce();
  });

  it("runs once, when a visitor comes first, and gives up its idle slice", async () => {
    const { onVisitorOrIdle } = await load();
    const { schedule, waiting } = slices();
    const task = vi.fn();
    onVisitorOrIdle(task, schedule);
    window.dispatchEvent(new Event("pointermove"));
    expect(task).toHaveBeenCalledOnce();
    expect(waiting).toEqual([]);
  });

  it("runs at once, asking for no slice, when a visitor came before; never once cancelled", async () => {
    const { onVisitorOrIdle } = await load();
    const { schedule, waiting } = slices();
    const cancelled = vi.fn();
    onVisitorOrIdle(cancelled, schedule)();
    window.dispatchEvent(new Event("touchstart"));
    expect(cancelled).not.toHaveBeenCalled();
    const late = vi.fn();
    onVisitorOrIdle(late, schedule);
    expect(late).toHaveBeenCalledOnce();
    expect(waiting).toEqual([]);
  });
});

describe("idleQueue", () => {
  it("does one item per slice, asking for the next once the last one's work has settled", async () => {
    const { schedule, waiting, run } = slices();
    const done: string[] = [];
    let finish = () => {};
    const work = (item: string) =>
      new Promise<void>((resolve) => {
        finish = () => {
          done.push(item);
          resolve();
        };
      });
    idleQueue(["a", "b"], work, schedule);
    run();
    expect(waiting).toHaveLength(0); // "a" is still at work
    finish();
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    run();
    finish();
    await vi.waitFor(() => expect(done).toEqual(["a", "b"]));
    expect(waiting).toHaveLength(0);
  });

  it("skips an item taken out meanwhile, goes on past a failure, and stops when cancelled", async () => {
    const { schedule, waiting, run } = slices();
    const queue = ["a", "b", "c", "d"];
    const seen: string[] = [];
    const cancel = idleQueue(
      queue,
      (item: string) => {
        seen.push(item);
        if (item === "a") throw new Error("a failed");
      },
      schedule,
    );
    queue.splice(1, 1); // "b" started elsewhere
    run();
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    run();
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    cancel();
    run();
    expect(seen).toEqual(["a", "c"]);
    expect(waiting).toHaveLength(0);
  });
});
