import { describe, expect, it } from "vitest";
import { settlePace } from "../../../../src/motion/changeClock.ts";
import { fingerProgress } from "../../../../src/motion/fingerProgress.ts";
import { draggedMotion, fingerEdge } from "../../../../src/widgets/slideshow/draggedMotion.ts";
import { resolveOptions } from "../../../../src/widgets/slideshow/options.ts";
import { changeMotion } from "../../../../src/widgets/slideshow/transitions/index.ts";

const motion = (name: Parameters<typeof changeMotion>[1], over = {}, timeScale = 1) =>
  changeMotion(resolveOptions({ duration: 500, ...over }), name, timeScale);

describe("the slideshow's motion under a drag", () => {
  it("brings a horizontal slide in, opaque, from the side the finger pulls from, and leaves the others be", () => {
    expect(draggedMotion(motion("slideLeft"), "forward").spec.from).toEqual({ ox: 1 });
    expect(draggedMotion(motion("slideRight"), "backward").spec.from).toEqual({ ox: -1 });
    expect(draggedMotion(motion("slideLeft"), "backward").spec.from).toEqual({ ox: -1 });
    expect(motion("slideLeft").spec.from).toEqual({ ox: -1, alpha: 0 }); // a press still fades it in
    const up = motion("slideUp");
    expect(draggedMotion(up, "forward")).toBe(up);
  });

  it("starts one-way blinds, and shifts untuned Directional shaders, at the side the finger pulls from", () => {
    // blindsRight sweeps from the left on a press; a drag to the left (forward) pulls from the right.
    const blinds = motion("blindsRight", { blinds: 4 });
    expect(blinds.order).toEqual([0, 1, 2, 3]);
    expect(draggedMotion(blinds, "forward").order).toEqual([3, 2, 1, 0]);
    expect(draggedMotion(motion("blindsLeft", { blinds: 4 }), "backward").order).toEqual([0, 1, 2, 3]);
    const mirrored = motion("blindsMirrorIn", { blinds: 4 });
    expect(draggedMotion(mirrored, "forward")).toBe(mirrored);
    expect(draggedMotion(motion("gl:Directional"), "forward").params).toEqual({ direction: [1, 0] });
    expect(draggedMotion(motion("gl:Directional"), "backward").params).toEqual({ direction: [-1, 0] });
    // A direction the designer tuned is theirs.
    const tuned = motion("gl:Directional", { glParams: { Directional: { direction: [1, 1] } } });
    expect(draggedMotion(tuned, "backward")).toBe(tuned);
  });

  it("sweeps one-way boxes in column by column from the finger's side; mirrored and random ones stay", () => {
    const grid = { boxes: { rows: 2, cols: 3 } }; // 0 1 2 / 3 4 5, row by row on a press
    expect(motion("boxesRight", grid).order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(draggedMotion(motion("boxesRight", grid), "forward").order).toEqual([2, 5, 1, 4, 0, 3]);
    expect(draggedMotion(motion("boxesRight", grid), "backward").order).toEqual([0, 3, 1, 4, 2, 5]);
    expect(draggedMotion(motion("boxesOpacityLeft", grid), "forward").order).toEqual([2, 5, 1, 4, 0, 3]);
    for (const name of ["boxesMirror", "boxesRandom"] as const) {
      const m = motion(name, grid);
      expect(draggedMotion(m, "forward")).toBe(m);
    }
  });

  it("brings a wiping catalogue shader's new picture in from the finger's side, unless its direction is tuned", () => {
    // These wipe in where direction·uv is least: from the right is a direction of -x.
    for (const gl of ["directionalwipe", "directionalwarp", "squareswire"]) {
      expect(draggedMotion(motion(`gl:${gl}`), "forward").params).toMatchObject({ direction: [-1, 0] });
      expect(draggedMotion(motion(`gl:${gl}`), "backward").params).toMatchObject({ direction: [1, 0] });
    }
    const tuned = motion("gl:directionalwipe", { glParams: { directionalwipe: { direction: [0, 1] } } });
    expect(draggedMotion(tuned, "forward")).toBe(tuned);
  });

  it("keeps a horizontal slide's edge under the finger; every other transition maps distance to time", () => {
    const m = motion("slideLeft");
    expect(m.ease.fn(fingerProgress(-200, 800, fingerEdge(m)))).toBeCloseTo(0.25, 6);
    for (const name of ["slideUp", "crossfade", "blindsRight", "boxesRandom", "gl:Directional"] as const) {
      expect(fingerProgress(-400, 800, fingerEdge(motion(name)))).toBe(0.5);
    }
  });

  it("settles no slower than the finger moved, nor than its own pace, slowed or not", () => {
    const blinds = motion("blindsRight"); // 500 + 23 x 50 = 1650 ms of its own time
    expect(settlePace(0, 800, blinds.total)).toBe(1);
    expect(settlePace(-1, 800, blinds.total)).toBeCloseTo(1650 / 800);
    // A quarter of the speed: 6600 ms, so the same finger is four times its pace.
    expect(settlePace(-1, 800, motion("blindsRight", {}, 0.25).total)).toBeCloseTo(6600 / 800);
  });
});
