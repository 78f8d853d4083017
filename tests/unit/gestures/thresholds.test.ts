import { describe, expect, it } from "vitest";
import {
  PINCH_THRESHOLD,
  PRESS_TIME,
  SWIPE_DISTANCE,
  SWIPE_MAX_VERTICAL,
  TOUCH_ACTION,
} from "../../../src/gestures/thresholds.ts";
import { createDragDecider } from "../../../src/platform/dragRule.ts";

/** A slow drag (400 ms between positions, no flick) through `points`; whether it completes a swipe. */
const swipes = (points: [number, number][]) => {
  const decider = createDragDecider();
  for (const [i, [dx, dy]] of points.entries()) decider.sample(dx, dy, i * 400);
  const release = decider.release();
  return release.completes ? (release.dx < 0 ? "left" : "right") : undefined;
};

describe("gesture thresholds (behaviour.md 9)", () => {
  it("uses the spec's numbers and leaves vertical scrolling to the browser", () => {
    expect(SWIPE_DISTANCE).toBe(50);
    expect(SWIPE_MAX_VERTICAL).toBe(10);
    expect(PRESS_TIME).toBe(750);
    expect(PINCH_THRESHOLD).toBe(0.5);
    expect(TOUCH_ACTION).toBe("pan-y");
  });

  it("needs 50 px sideways for a swipe", () => {
    expect(
      swipes([
        [-20, 0],
        [-50, 0],
      ]),
    ).toBe("left");
    expect(
      swipes([
        [20, 0],
        [50, 0],
      ]),
    ).toBe("right");
    expect(
      swipes([
        [-20, 0],
        [-49, 0],
      ]),
    ).toBeUndefined();
    expect(
      swipes([
        [20, 0],
        [49.9, 0],
      ]),
    ).toBeUndefined();
  });

  it("cancels a swipe that drifts more than 10 px vertically before it is 50 px sideways", () => {
    expect(
      swipes([
        [-40, 10],
        [-120, 10],
      ]),
    ).toBe("left");
    expect(
      swipes([
        [-40, 10.5],
        [-120, 10.5],
      ]),
    ).toBeUndefined();
    expect(
      swipes([
        [40, -11],
        [120, -11],
      ]),
    ).toBeUndefined();
  });
});
