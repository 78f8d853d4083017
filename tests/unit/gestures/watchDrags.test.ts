// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DragHandlers } from "../../../src/gestures/drag.ts";
import { watchDrags } from "../../../src/gestures/watchDrags.ts";
import { WHEEL_END_MS } from "../../../src/gestures/wheelDrags.ts";
import { fakeFrameTimers, touchPointer } from "../../support/pointerEvents.ts";

let element: HTMLElement;
let stop: () => void;
const calls: unknown[][] = [];
const handlers = (accept = true): DragHandlers => ({
  start: () => {
    calls.push(["start"]);
    return accept;
  },
  move: (dx) => void calls.push(["move", dx]),
  end: (release) => void calls.push(["end", release.dx, release.completes]),
});
const swipe = vi.fn();

const pointer = (type: string, x: number, y = 0, extra: PointerEventInit = {}) => {
  const event = touchPointer(type, x, y, 0, { cancelable: true, ...extra });
  element.dispatchEvent(event);
  return event;
};
/** A finger from x 200 through `xs`, one frame (16 ms) apart, then up. */
const fingerDrag = (xs: number[], ys: number[] = []) => {
  pointer("pointerdown", 200);
  xs.forEach((x, i) => {
    vi.advanceTimersByTime(16);
    pointer("pointermove", x, ys[i] ?? 0);
  });
  pointer("pointerup", xs.at(-1) ?? 200, ys.at(-1) ?? 0);
};

beforeEach(() => {
  fakeFrameTimers();
  element = document.createElement("div");
  document.body.append(element);
  calls.length = 0;
  swipe.mockClear();
});
afterEach(() => {
  stop?.();
  element.remove();
  vi.useRealTimers();
});

describe("watchDrags: one path for touch, mouse and trackpad", () => {
  it("follows a finger from 10 px sideways and completes at 50 px", () => {
    stop = watchDrags(element, { drag: handlers(), swipe });
    fingerDrag([195, 185, 160, 140]);
    expect(calls).toEqual([["start"], ["move", -15], ["move", -40], ["move", -60], ["end", -60, true]]);
    expect(swipe).not.toHaveBeenCalled();
  });

  it("a refused drag is a swipe when it completes, nothing when it does not", () => {
    stop = watchDrags(element, { drag: handlers(false), swipe });
    fingerDrag([185, 160, 130]);
    expect(swipe).toHaveBeenCalledWith("left");
    swipe.mockClear();
    vi.advanceTimersByTime(1000);
    pointer("pointerdown", 200);
    for (const x of [212, 225, 235]) {
      vi.advanceTimersByTime(400); // slowly: no flick
      pointer("pointermove", x);
    }
    pointer("pointerup", 235);
    expect(swipe).not.toHaveBeenCalled();
  });

  it("a second finger before the drag is followed makes it a pinch: no drag, no swipe", () => {
    stop = watchDrags(element, { drag: handlers(), swipe });
    pointer("pointerdown", 200);
    pointer("pointerdown", 240, 0, { pointerId: 2, isPrimary: false });
    for (const x of [190, 170, 140]) {
      vi.advanceTimersByTime(16);
      pointer("pointermove", x);
    }
    pointer("pointerup", 140);
    expect(calls).toEqual([]);
    expect(swipe).not.toHaveBeenCalled();
  });

  it("a vertical drift over 10 px first ends a followed drag, run back", () => {
    stop = watchDrags(element, { drag: handlers(), swipe });
    fingerDrag([185, 170, 150], [3, 12, 14]);
    expect(calls).toEqual([["start"], ["move", -15], ["end", -30, false]]);
  });

  it("a mouse drag cancels its pointerdown (no text selection, no native picture drag), a press on a button stays a click", () => {
    stop = watchDrags(element, { drag: handlers(), swipe });
    expect(pointer("pointerdown", 200, 0, { pointerType: "mouse", button: 0 }).defaultPrevented).toBe(true);
    pointer("pointerup", 200, 0, { pointerType: "mouse" });
    const button = document.createElement("button");
    element.append(button);
    const onButton = new PointerEvent("pointerdown", {
      pointerId: 1,
      isPrimary: true,
      pointerType: "mouse",
      bubbles: true,
      cancelable: true,
    });
    button.dispatchEvent(onButton);
    expect(onButton.defaultPrevented).toBe(false);
  });

  it("a trackpad's sideways swipe is a drag that ends 150 ms after its last wheel event", () => {
    stop = watchDrags(element, { drag: handlers(), swipe });
    for (const deltaX of [8, 8, 20, 30]) {
      element.dispatchEvent(new WheelEvent("wheel", { deltaX, bubbles: true, cancelable: true }));
      vi.advanceTimersByTime(16);
    }
    expect(calls).toEqual([["start"], ["move", -16], ["move", -36], ["move", -66]]);
    vi.advanceTimersByTime(WHEEL_END_MS);
    expect(calls.at(-1)).toEqual(["end", -66, true]);
  });

  it("a vertical wheel is the page's scroll: not taken, not prevented", () => {
    stop = watchDrags(element, { drag: handlers(), swipe });
    const wheel = new WheelEvent("wheel", { deltaY: 40, deltaX: 2, bubbles: true, cancelable: true });
    element.dispatchEvent(wheel);
    vi.advanceTimersByTime(WHEEL_END_MS);
    expect(wheel.defaultPrevented).toBe(false);
    expect(calls).toEqual([]);
  });

  it("swallows the click that ends a drag, not a later one", () => {
    stop = watchDrags(element, { drag: handlers(), swipe });
    const clicked = vi.fn();
    element.addEventListener("click", clicked);
    fingerDrag([185, 160, 130]);
    element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(clicked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(clicked).toHaveBeenCalledOnce();
  });
});
