import { describe, expect, it } from "vitest";
import { curveInForce, nearestCurve } from "../../../src/debug/easeCurves.ts";
import { cubicBezier } from "../../../src/motion/ease.ts";
import { EASE_NAMES, easeFromText } from "../../../src/motion/easeNames.ts";

/** The largest gap between two eases over 0..1. */
function gap(a: (t: number) => number, b: (t: number) => number) {
  let most = 0;
  for (let i = 0; i <= 200; i++) most = Math.max(most, Math.abs(a(i / 200) - b(i / 200)));
  return most;
}

describe("the curve the panel shows for an ease", () => {
  it("is, for every GSAP name but bounce, a cubic-bezier within 6 % of the ease at every point", () => {
    for (const name of EASE_NAMES) {
      const points = nearestCurve(name);
      if (name.startsWith("bounce.")) {
        expect(points, name).toBeUndefined();
        continue;
      }
      if (!points) throw new Error(`no curve for ${name}`);
      expect(gap(cubicBezier(...points), easeFromText(name)), name).toBeLessThan(0.06);
    }
  });

  it("says how the curve shown relates to the ease in force", () => {
    expect(curveInForce(" cubic-bezier(0.2, 0.8, 0.2, 1) ")).toEqual({
      points: [0.2, 0.8, 0.2, 1],
      label: "curve",
    });
    expect(curveInForce("none")).toEqual({ points: [0, 0, 1, 1], label: "curve" });
    expect(curveInForce("expo.out")).toEqual({ points: [0.16, 1, 0.3, 1], label: "≈ expo.out" });
    expect(curveInForce("bounce.out")).toEqual({ points: [0, 0, 1, 1], label: "≠ bounce.out" });
  });
});
