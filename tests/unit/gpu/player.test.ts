import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createGpuSlot, ENDED, guarded, type Playing, together } from "../../../src/gpu/player.ts";

/** A player's change that ends only when told to, counting the times it was told. */
function held() {
  let resolve = () => {};
  const playing = {
    finished: 0,
    done: new Promise<void>((r) => {
      resolve = r;
    }),
    seek() {},
    progress: () => 0,
    settle() {},
    finish() {
      playing.finished++;
      resolve();
    },
  };
  return playing;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("window", globalThis);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the player contract", () => {
  it("together: done when every player is, finish ends them all", async () => {
    const a = held();
    const b = held();
    const both = together(a, b);
    let done = false;
    void both.done.then(() => (done = true));
    a.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    both.finish();
    await both.done;
    expect([a.finished, b.finished]).toEqual([2, 1]);
  });

  it("the time guard finishes a change that overruns, and settles even if the player never does", async () => {
    const stuck: Playing = {
      done: new Promise(() => {}),
      finish: vi.fn(),
      seek() {},
      progress: () => 0,
      settle: vi.fn(),
    };
    const change = guarded(stuck, 1500);
    let done = false;
    void change.done.then(() => (done = true));
    // Armed at the settle: a finger may hold a dragged change as long as it likes.
    await vi.advanceTimersByTimeAsync(5000);
    expect(done).toBe(false);
    change.settle(1, 2, 10);
    expect(stuck.settle).toHaveBeenCalledWith(1, 2, 10);
    await vi.advanceTimersByTimeAsync(1499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(stuck.finish).toHaveBeenCalledOnce();
  });

  it("a GPU slot plays only while attached, and detaching finishes what it draws", async () => {
    const slot = createGpuSlot<string>();
    const seen: boolean[] = [];
    slot.subscribe(() => seen.push(slot.ready()));
    expect(slot.play("a")).toBeUndefined();
    const drawn = held();
    slot.attach(() => drawn);
    expect(slot.play("b")).toBe(drawn);
    slot.detach();
    await drawn.done;
    expect(drawn.finished).toBe(1);
    expect(slot.play("c")).toBeUndefined();
    expect(seen).toEqual([true, false]);
    expect(ENDED.finish).not.toThrow();
  });

  it("a change waits for a coming canvas until it attaches, or once for at most the limit", async () => {
    const slot = createGpuSlot<string>();
    expect(slot.arrival(300)).toBeUndefined(); // nothing is coming
    slot.expect(true);
    let arrived = false;
    void slot.arrival(300)?.then(() => {
      arrived = true;
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(arrived).toBe(false);
    slot.attach(() => held());
    await vi.advanceTimersByTimeAsync(0);
    expect(arrived).toBe(true);
    expect(slot.arrival(300)).toBeUndefined(); // it draws now

    slot.detach();
    let late = false;
    void slot.arrival(300)?.then(() => {
      late = true;
    });
    await vi.advanceTimersByTimeAsync(299);
    expect(late).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(late).toBe(true);
    expect(slot.arrival(300)).toBeUndefined(); // missed its moment: not waited for again
  });

  it("a change waiting for a canvas goes on at once when none is coming after all (no WebGL)", async () => {
    const slot = createGpuSlot<string>();
    slot.expect(true);
    let arrived = false;
    void slot.arrival(300)?.then(() => {
      arrived = true;
    });
    slot.expect(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(arrived).toBe(true);
    expect(slot.arrival(300)).toBeUndefined();
  });
});
