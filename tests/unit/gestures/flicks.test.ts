// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Release } from "../../../src/gestures/drag.ts";
import { watchDrags } from "../../../src/gestures/watchDrags.ts";

// Issue 40: a finger's speed is the finger's. Each sample takes its event's own time (eventTime.ts),
// so moves a busy page handled late, or handed over as one event, still make the flick they were.

let element: HTMLElement;
let stop: () => void;
let released: Release[];
let moved: number[];
const swipe = vi.fn();

/** A touch pointer event that happened `age` ms before it is handled (its handler ran late). */
const late = (type: string, x: number, age: number, init: PointerEventInit = {}) => {
  const event = new PointerEvent(type, {
    pointerId: 1,
    isPrimary: true,
    pointerType: "touch",
    clientX: x,
    bubbles: true,
    ...init,
  });
  return Object.defineProperty(event, "timeStamp", { value: performance.now() - age });
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  element = document.createElement("div");
  document.body.append(element);
  released = [];
  moved = [];
  swipe.mockClear();
  stop = watchDrags(element, {
    drag: {
      start: () => true,
      move: (dx) => void moved.push(dx),
      end: (release) => void released.push(release),
    },
    swipe,
  });
});
afterEach(() => {
  stop();
  element.remove();
  vi.useRealTimers();
});

describe("a flick is judged by its events' own times", () => {
  it("36 px in three moves 16 ms apart, all handled at once after the page was busy, completes", () => {
    element.dispatchEvent(late("pointerdown", 200, 0));
    vi.advanceTimersByTime(164); // the page is busy; the finger moved meanwhile
    for (const [x, age] of [
      [188, 48],
      [176, 32],
      [164, 16],
    ] as const)
      element.dispatchEvent(late("pointermove", x, age));
    element.dispatchEvent(late("pointerup", 164, 0));
    expect(released).toHaveLength(1);
    expect(released[0]!.velocity).toBeCloseTo(-0.5, 2);
    expect(released[0]).toMatchObject({ dx: -36, completes: true });
  });

  it("moves handed over as one event (coalesced) keep each one's time", () => {
    element.dispatchEvent(late("pointerdown", 200, 0));
    vi.advanceTimersByTime(164);
    const moves = [late("pointermove", 188, 48), late("pointermove", 176, 32), late("pointermove", 164, 16)];
    const one = late("pointermove", 164, 16);
    Object.defineProperty(one, "getCoalescedEvents", { value: () => moves });
    element.dispatchEvent(one);
    // One event, one move handed on (one draw), at its last position.
    expect(moved).toEqual([-36]);
    element.dispatchEvent(late("pointerup", 164, 0));
    expect(released[0]).toMatchObject({ dx: -36, completes: true });
  });

  it("the same 36 px moved slowly, however promptly handled, runs back", () => {
    element.dispatchEvent(late("pointerdown", 200, 0));
    for (const x of [188, 176, 164]) {
      vi.advanceTimersByTime(200);
      element.dispatchEvent(late("pointermove", x, 0));
    }
    element.dispatchEvent(late("pointerup", 164, 0));
    expect(released[0]).toMatchObject({ dx: -36, completes: false });
  });
});
