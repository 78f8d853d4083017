import { describe, expect, it } from "vitest";
import { cubicBezier } from "../../../src/motion/ease.ts";
import { easeFromText } from "../../../src/motion/easeNames.ts";
import { caughtProgress, fingerProgress, invertEase } from "../../../src/motion/fingerProgress.ts";

const quadInOut = easeFromText("power1.inOut");

describe("how far a finger holds a change", () => {
  it("distance is time: the stage's width is the change's whole time, either way, and no further", () => {
    expect(fingerProgress(-200, 400)).toBe(0.5);
    expect(fingerProgress(100, 400)).toBe(0.25);
    expect(fingerProgress(-900, 400)).toBe(1);
    expect(fingerProgress(30, 0)).toBe(0);
  });

  it("keeps a dragged edge under the finger: its eased position is the share of the width", () => {
    const p = fingerProgress(-200, 800, quadInOut);
    expect(quadInOut(p)).toBeCloseTo(0.25, 6);
    expect(p).toBeGreaterThan(0.25); // quadratic in-out starts slow: more of its time for a quarter of the way
    expect(fingerProgress(200, 800, quadInOut)).toBeCloseTo(p, 9);
    expect(fingerProgress(-1600, 800, quadInOut)).toBe(1);
  });

  it("a caught change moves by the same rule from where it was caught, and says when the finger is past it", () => {
    expect(caughtProgress(0.5, 100, 400)).toBe(0.75);
    expect(caughtProgress(0.5, -100, 400)).toBe(0.25);
    expect(caughtProgress(0.5, 300, 400)).toBe(1.25); // a quarter of the stage past its end
    expect(caughtProgress(0.5, -300, 400)).toBe(-0.25);
    // A dragged edge stays under the finger: from the edge's eased position where it was caught.
    const p = caughtProgress(0.5, 200, 800, quadInOut);
    expect(quadInOut(p)).toBeCloseTo(quadInOut(0.5) + 0.25, 6);
    expect(caughtProgress(0, 200, 800, quadInOut)).toBeCloseTo(fingerProgress(200, 800, quadInOut), 9);
  });

  it("inverts an ease by bisection: named or tuned, the eased value comes back", () => {
    const curve = cubicBezier(0.37, 0.61, 0.59, 0.87);
    for (const ease of [quadInOut, curve]) {
      for (const y of [0.1, 0.25, 0.5, 0.9]) expect(ease(invertEase(ease, y))).toBeCloseTo(y, 6);
    }
    expect(invertEase(quadInOut, 0)).toBe(0);
    expect(invertEase(quadInOut, 1.2)).toBe(1);
    expect(invertEase(quadInOut, 0.125)).toBeCloseTo(0.25, 6);
  });
});
