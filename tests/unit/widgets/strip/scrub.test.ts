// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createScrubClock,
  dragDirection,
  dragProgress,
  type ScrubDrawing,
  settleSpeed,
} from "../../../../src/widgets/strip/scrub.ts";
import { stubAnimationFrames } from "../../../support/dom.ts";

describe("how a drag maps onto a page change", () => {
  it("the stage's width is the whole change's time, either way, and no further", () => {
    expect(dragProgress(-200, 400)).toBe(0.5);
    expect(dragProgress(100, 400)).toBe(0.25);
    expect(dragProgress(-900, 400)).toBe(1);
    expect(dragProgress(30, 0)).toBe(0);
  });

  it("left goes to the next page, right to the previous one", () => {
    expect(dragDirection(-1)).toBe(1);
    expect(dragDirection(1)).toBe(-1);
  });

  it("settles no slower than the change's own pace, nor than the finger went", () => {
    // 0.05 px/ms across 400 px is 1/8000 of the change per ms: 950 ms of change would take 8 s.
    expect(settleSpeed(-0.05, 400, 950)).toBe(1);
    // 1 px/ms across 400 px: the change's 950 ms go by in 400 ms.
    expect(settleSpeed(-1, 400, 950)).toBeCloseTo(950 / 400);
    expect(settleSpeed(1, 0, 950)).toBe(1);
  });
});

describe("the clock of a held page change", () => {
  let frames: ReturnType<typeof stubAnimationFrames>;
  let now = 0;
  beforeEach(() => {
    frames = stubAnimationFrames();
    now = 0;
    vi.spyOn(performance, "now").mockImplementation(() => now);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const frame = (ms: number) => {
    now += ms;
    frames.draw(now);
  };
  const setUp = () => {
    const drawn: number[] = [];
    const state = { ready: false, rested: [] as number[] };
    const drawing: ScrubDrawing = {
      draw: (t) => drawn.push(t),
      enterReady: () => state.ready,
      arrived: () => state.ready,
      rest: (at) => state.rested.push(at),
    };
    const clock = createScrubClock({ leave: 400, total: 800 }, drawing);
    return { clock, drawn, state };
  };

  it("draws where the finger holds it, and nothing once it is let go", () => {
    const { clock, drawn } = setUp();
    clock.playing.seek?.(0.25);
    clock.playing.seek?.(0.75);
    expect(drawn).toEqual([200, 600]);
    clock.playing.settle?.(0, 1);
    clock.playing.seek?.(0.5);
    expect(drawn).not.toContain(400);
  });

  it("let go forwards, waits at the seam for the new page, then plays on to its end at the given speed", async () => {
    const { clock, drawn, state } = setUp();
    clock.playing.seek?.(0.25);
    clock.playing.settle?.(1, 2);
    frame(100); // 200 ms of the change's time at twice its pace
    expect(drawn.at(-1)).toBe(400);
    frame(100);
    expect(state.rested).toEqual([]);
    state.ready = true;
    clock.entered();
    frame(100);
    expect(drawn.at(-1)).toBe(600);
    frame(100);
    expect(drawn.at(-1)).toBe(800);
    expect(state.rested).toEqual([1]);
    await clock.playing.done;
  });

  it("let go backwards, runs back to its start; finished while its page is not there, ends at its start", async () => {
    const back = setUp();
    back.clock.playing.seek?.(0.5);
    back.clock.playing.settle?.(0, 1);
    frame(200);
    expect(back.drawn.at(-1)).toBe(200);
    frame(200);
    expect(back.state.rested).toEqual([0]);
    await back.clock.playing.done;

    const waiting = setUp();
    waiting.clock.playing.settle?.(1, 1);
    waiting.clock.playing.finish();
    expect(waiting.state.rested).toEqual([0]);
    await waiting.clock.playing.done;
  });

  it("finished when let go forwards with its page there, ends at its end, once", () => {
    const { clock, state } = setUp();
    state.ready = true;
    clock.playing.settle?.(1, 1);
    clock.playing.finish();
    clock.playing.finish();
    expect(state.rested).toEqual([1]);
  });
});
