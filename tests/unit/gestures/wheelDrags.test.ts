// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchDrags } from "../../../src/gestures/watchDrags.ts";
import { WHEEL_END_MS } from "../../../src/gestures/wheelDrags.ts";
import { fakeFrameTimers } from "../../support/pointerEvents.ts";

// Issue 40: a trackpad's swipe ends by its wheel events' own times, so a frame that stalls does not
// split one swipe into two.

let element: HTMLElement;
let stop: () => void;
const calls: string[] = [];

/** A sideways wheel event that happened at `at` on performance.now()'s timeline (handled now). */
const wheelAt = (at: number, deltaX = 6) => {
  const event = new WheelEvent("wheel", { deltaX, bubbles: true, cancelable: true });
  element.dispatchEvent(Object.defineProperty(event, "timeStamp", { value: at }));
};
/** Frames at 60 Hz from `from` up to `to` ms, one wheel event each, each handled as it comes. */
const swipeFrames = (from: number, to: number) => {
  for (let t = from; t <= to; t += 16) {
    vi.advanceTimersByTime(t - performance.now());
    wheelAt(t);
  }
};

beforeEach(() => {
  fakeFrameTimers();
  element = document.createElement("div");
  document.body.append(element);
  calls.length = 0;
  stop = watchDrags(element, {
    drag: {
      start: () => {
        calls.push("start");
        return true;
      },
      move: () => {},
      end: () => void calls.push("end"),
    },
  });
});
afterEach(() => {
  stop();
  element.remove();
  vi.useRealTimers();
});

describe("a trackpad's swipe ends by its wheel events' own times", () => {
  it("a stall that runs the end's timer before the wheel events queued meanwhile does not split it", () => {
    swipeFrames(0, 48);
    // The page stalls from 48 ms to 199 ms: the end's timer (due 150 ms after 48) runs first...
    vi.advanceTimersByTime(199 - performance.now());
    // ...then, before the next frame, the wheel events the trackpad sent meanwhile, each at its own time.
    for (let t = 64; t <= 192; t += 16) wheelAt(t);
    swipeFrames(208, 320);
    vi.advanceTimersByTime(WHEEL_END_MS - 16);
    expect(calls).toEqual(["start"]);
    vi.advanceTimersByTime(32);
    expect(calls).toEqual(["start", "end"]);
  });

  it("a pause of over 150 ms between two wheel events, by their own times, is two swipes", () => {
    swipeFrames(0, 48);
    vi.advanceTimersByTime(152); // the end's timer has run; its frame (208 ms) has not come yet
    wheelAt(48 + WHEEL_END_MS + 1, 12);
    expect(calls).toEqual(["start", "end", "start"]);
    vi.advanceTimersByTime(WHEEL_END_MS + 16);
    expect(calls).toEqual(["start", "end", "start", "end"]);
  });
});
