import { describe, expect, it } from "vitest";
import {
  classifySwipe,
  PINCH_THRESHOLD,
  PRESS_TIME,
  SWIPE_DISTANCE,
  SWIPE_MAX_VERTICAL,
  TOUCH_ACTION,
} from "../../../src/gestures/thresholds.ts";

describe("gesture thresholds (behaviour.md 9)", () => {
  it("uses the spec's numbers and leaves vertical scrolling to the browser", () => {
    expect(SWIPE_DISTANCE).toBe(50);
    expect(SWIPE_MAX_VERTICAL).toBe(10);
    expect(PRESS_TIME).toBe(750);
    expect(PINCH_THRESHOLD).toBe(0.5);
    expect(TOUCH_ACTION).toBe("pan-y");
  });

  it("needs 50 px sideways for a swipe", () => {
    expect(classifySwipe(-50, 0)).toBe("left");
    expect(classifySwipe(50, 0)).toBe("right");
    expect(classifySwipe(-49, 0)).toBeUndefined();
    expect(classifySwipe(49.9, 0)).toBeUndefined();
  });

  it("cancels a swipe that drifts more than 10 px vertically", () => {
    expect(classifySwipe(-120, 10)).toBe("left");
    expect(classifySwipe(-120, 10.5)).toBeUndefined();
    expect(classifySwipe(120, -11)).toBeUndefined();
  });
});
