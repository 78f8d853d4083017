import { describe, expect, it } from "vitest";
import { cubicBezier } from "../../../../src/motion/ease.ts";
import {
  draggedMotion,
  dragProgress,
  invertEase,
  settleSpeed,
} from "../../../../src/widgets/slideshow/dragProgress.ts";
import { resolveOptions } from "../../../../src/widgets/slideshow/options.ts";
import { changeMotion } from "../../../../src/widgets/slideshow/transitions/index.ts";

const motion = (name: Parameters<typeof changeMotion>[1], over = {}, timeScale = 1) =>
  changeMotion(resolveOptions({ duration: 500, ...over }), name, timeScale);

describe("a drag's progress", () => {
  it("inverts an ease by bisection: named or tuned, the eased value comes back", () => {
    const quadInOut = motion("slideLeft").ease.fn;
    const curve = cubicBezier(0.37, 0.61, 0.59, 0.87);
    for (const ease of [quadInOut, curve]) {
      for (const y of [0.1, 0.25, 0.5, 0.9]) expect(ease(invertEase(ease, y))).toBeCloseTo(y, 6);
    }
    expect(invertEase(quadInOut, 0)).toBe(0);
    expect(invertEase(quadInOut, 1.2)).toBe(1);
    expect(invertEase(quadInOut, 0.125)).toBeCloseTo(0.25, 6);
  });

  it("keeps a horizontal slide's edge under the finger: its eased position is the share of the width", () => {
    const m = motion("slideLeft");
    const p = dragProgress(m, -200, 800);
    expect(m.ease.fn(p)).toBeCloseTo(0.25, 6);
    expect(p).toBeGreaterThan(0.25); // quadratic in-out starts slow: more of its time for a quarter of the way
    expect(dragProgress(m, 200, 800)).toBeCloseTo(p, 9);
    expect(dragProgress(m, -1600, 800)).toBe(1);
  });

  it("maps the width to the timeline's time for every other transition", () => {
    for (const name of ["slideUp", "crossfade", "blindsRight", "boxesRandom", "gl:Directional"] as const) {
      expect(dragProgress(motion(name), -400, 800)).toBe(0.5);
      expect(dragProgress(motion(name), 100, 800)).toBe(0.125);
    }
  });

  it("brings a horizontal slide in from the side the finger pulls from, and leaves the others be", () => {
    expect(draggedMotion(motion("slideLeft"), "forward").spec.from).toEqual({ ox: 1, alpha: 0 });
    expect(draggedMotion(motion("slideRight"), "backward").spec.from).toEqual({ ox: -1, alpha: 0 });
    expect(draggedMotion(motion("slideLeft"), "backward").spec.from).toEqual({ ox: -1, alpha: 0 });
    const up = motion("slideUp");
    expect(draggedMotion(up, "forward")).toBe(up);
  });

  it("settles no slower than the finger moved, nor than the playback's time scale", () => {
    const blinds = motion("blindsRight"); // 500 + 23 x 50 = 1650 ms of its own time
    expect(settleSpeed(blinds, 0, 800)).toBe(1);
    expect(settleSpeed(blinds, -1, 800)).toBeCloseTo(1650 / 800);
    expect(settleSpeed(motion("crossfade", {}, 0.25), 0.1, 800)).toBe(0.25);
  });
});
