// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createChangeClock, settlePace } from "../../../src/motion/changeClock.ts";
import { stubAnimationFrames } from "../../support/dom.ts";

let frames: ReturnType<typeof stubAnimationFrames>;
let now = 0;
beforeEach(() => {
  frames = stubAnimationFrames();
  now = 1000;
  vi.spyOn(performance, "now").mockImplementation(() => now);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
/** The next frame, `ms` after the last. */
const frame = (ms: number) => {
  now += ms;
  frames.draw(now);
};
const setUp = (ms = 800) => {
  const drawn: number[] = [];
  const clock = createChangeClock(ms, (p) => drawn.push(p));
  const ended: (0 | 1)[] = [];
  void clock.done.then((at) => ended.push(at));
  return { clock, drawn, ended };
};

describe("the one clock of a change", () => {
  it("stands still until driven, and shows where a finger holds it", () => {
    const { clock, drawn } = setUp();
    frame(16);
    expect(drawn).toEqual([]);
    clock.seek(0.25);
    clock.seek(1.5);
    expect(drawn).toEqual([0.25, 1]);
  });

  it("a press: settled to its end at pace 1 from the moment it was made, linear in time", async () => {
    const { clock, drawn, ended } = setUp();
    clock.settle(1, 1, now - 200); // made 200 ms ago: it is already a quarter through
    expect(drawn).toEqual([0.25]);
    frame(400);
    expect(drawn.at(-1)).toBe(0.75);
    frame(200);
    await clock.done;
    expect(drawn.at(-1)).toBe(1);
    expect(ended).toEqual([1]);
  });

  it("a finger's release: on from where it was, or back to its start, at its pace", async () => {
    const on = setUp();
    on.clock.seek(0.5);
    on.clock.settle(1, 2);
    frame(100); // 200 ms of its own time at twice its pace
    expect(on.drawn.at(-1)).toBe(0.75);
    const back = setUp();
    back.clock.seek(0.5);
    back.clock.settle(0, 1);
    frame(200);
    expect(back.drawn.at(-1)).toBe(0.25);
    frame(200);
    await back.clock.done;
    expect(back.ended).toEqual([0]);
    expect(back.drawn.at(-1)).toBe(0);
  });

  it("caught by a finger while it settles: it stops where it stands, and moves only when moved", () => {
    const { clock, drawn } = setUp();
    clock.seek(0.5);
    clock.settle(1, 1);
    frame(200);
    expect(clock.progress()).toBe(0.75);
    clock.seek(clock.progress());
    frame(200);
    frame(200);
    expect(drawn.at(-1)).toBe(0.75);
    clock.seek(0.8);
    expect(clock.progress()).toBe(0.8);
  });

  it("waits where it is told to, and goes on from there at the moment the wait is lifted", () => {
    const { clock, drawn } = setUp();
    clock.waitAt(0.5);
    clock.settle(1, 1);
    frame(800);
    expect(drawn.at(-1)).toBe(0.5);
    frame(1000);
    expect(drawn.at(-1)).toBe(0.5);
    clock.waitAt(undefined);
    frame(200);
    expect(drawn.at(-1)).toBe(0.75);
  });

  it("let go on beyond where it must wait, goes back there and waits", () => {
    const { clock, drawn } = setUp();
    clock.waitAt(0.5);
    clock.seek(0.8);
    clock.settle(1, 1);
    frame(100);
    expect(drawn.at(-1)).toBe(0.5);
  });

  it("comes to rest in the same task as its last frame, before anything after it draws", () => {
    const order: string[] = [];
    const clock = createChangeClock(
      100,
      (p) => order.push(`draw ${p}`),
      (at) => order.push(`rest ${at}`),
    );
    clock.seek(0.5);
    clock.settle(0, 1);
    clock.finish();
    order.push("next change");
    expect(order).toEqual(["draw 0.5", "draw 0.5", "draw 0", "rest 0", "next change"]);
  });

  it("finishes where it was going at once, once; never driven, it draws nothing", async () => {
    const { clock, drawn, ended } = setUp();
    clock.seek(0.4);
    clock.settle(0, 1);
    clock.finish();
    clock.finish();
    await clock.done;
    expect(drawn.at(-1)).toBe(0);
    expect(ended).toEqual([0]);
    const still = setUp();
    still.clock.finish(1);
    await still.clock.done;
    expect(still.drawn).toEqual([]);
    expect(still.ended).toEqual([1]);
  });

  it("takes no time when it has none (reduced motion)", async () => {
    const { clock, drawn } = setUp(0);
    clock.settle(1, 1);
    await clock.done;
    expect(drawn).toEqual([1]);
  });
});

describe("the pace a released change settles at", () => {
  it("never slower than its own pace, nor than the finger went", () => {
    // 0.05 px/ms across 400 px is 1/8000 of the change a ms: its 950 ms would take 8 s.
    expect(settlePace(-0.05, 400, 950)).toBe(1);
    // 1 px/ms across 400 px: the change's 950 ms go by in 400 ms.
    expect(settlePace(-1, 400, 950)).toBeCloseTo(950 / 400);
    expect(settlePace(1, 0, 950)).toBe(1);
  });
});
