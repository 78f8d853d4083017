import { describe, expect, it } from "vitest";
import {
  createDragDecider,
  DRAG_START,
  FLICK_VELOCITY,
  FLICK_WINDOW,
  releaseCompletes,
} from "../../../src/platform/dragRule.ts";

/** Feeds (dx, dy) positions one frame (16 ms) apart and returns each step's kind. */
function drag(points: [number, number][], every = 16) {
  const decider = createDragDecider();
  const kinds = points.map(([dx, dy], i) => decider.sample(dx, dy, i * every).kind);
  return { decider, kinds };
}

describe("a drag's decider (behaviour.md 9 and 11)", () => {
  it("uses behaviour.md 11's numbers: follows from 10 px, a flick is 0.3 px/ms over the last 100 ms", () => {
    expect([DRAG_START, FLICK_VELOCITY, FLICK_WINDOW]).toEqual([10, 0.3, 100]);
  });

  it("follows from 10 px sideways, not before: a tap never starts a change", () => {
    const { kinds } = drag([
      [-3, 0],
      [-9, 1],
      [-12, 1],
      [-30, 2],
    ]);
    expect(kinds).toEqual(["wait", "wait", "start", "move"]);
  });

  it("is the page's scroll when it drifts over 10 px vertically before 50 px sideways", () => {
    const { kinds, decider } = drag([
      [-15, 4],
      [-30, 8],
      [-45, 11],
      [-90, 12],
    ]);
    expect(kinds).toEqual(["start", "move", "scroll", "wait"]);
    expect(decider.release().completes).toBe(false);
  });

  it("ignores vertical drift once 50 px sideways: the drag is sure", () => {
    const { kinds, decider } = drag([
      [-20, 2],
      [-55, 5],
      [-80, 40],
    ]);
    expect(kinds).toEqual(["start", "move", "move"]);
    expect(decider.release()).toMatchObject({ dx: -80, completes: true });
  });

  it("a drag of 40 px let go slowly runs back; the same 40 px flicked completes", () => {
    const slow = drag(
      [
        [-12, 0],
        [-25, 0],
        [-40, 0],
      ],
      400,
    ).decider.release();
    expect(slow.completes).toBe(false);
    const quick = drag([
      [-12, 0],
      [-25, 0],
      [-40, 0],
    ]).decider.release();
    expect(quick.velocity).toBeLessThan(-0.3);
    expect(quick.completes).toBe(true);
  });

  it("a quick 40 px drag held still before letting go is no flick: it runs back", () => {
    const { decider } = drag([
      [-12, 0],
      [-25, 0],
      [-40, 0],
    ]);
    expect(decider.release(32 + 50).completes).toBe(true);
    expect(decider.release(32 + 150)).toMatchObject({ velocity: 0, completes: false });
  });

  it("measures the velocity over the last 100 ms only", () => {
    const { decider } = drag(
      [
        [-12, 0],
        [-200, 0],
        [-200, 0],
        [-200, 0],
        [-201, 0],
      ],
      60,
    );
    expect(decider.release().velocity).toBeCloseTo(-1 / 60, 3);
  });

  it("completes towards the side the finger is on: 50 px, or a flick that way", () => {
    expect(releaseCompletes(-50, 0)).toBe(true);
    expect(releaseCompletes(49, 0)).toBe(false);
    expect(releaseCompletes(20, 0.3)).toBe(true);
    expect(releaseCompletes(20, -0.5)).toBe(false);
    expect(releaseCompletes(0, 1)).toBe(false);
  });
});
