import { describe, expect, it } from "vitest";
import { resolveOptions, TRANSITION_NAMES } from "../../../../src/widgets/slideshow/options.ts";
import { changeMotion, directedMotion } from "../../../../src/widgets/slideshow/transitions/index.ts";

const motion = (name: Parameters<typeof changeMotion>[1]) => changeMotion(resolveOptions({}), name);

describe("a change's direction", () => {
  it("plays the table's motion going forward", () => {
    for (const name of TRANSITION_NAMES) {
      const m = motion(name);
      expect(directedMotion(m, "forward")).toBe(m);
    }
  });

  it("brings the slide family's incoming slide in from the opposite side going backward", () => {
    expect(directedMotion(motion("slideLeft"), "backward").spec.from).toEqual({ ox: 1, alpha: 0 });
    expect(directedMotion(motion("slideRight"), "backward").spec.from).toEqual({ ox: -1, alpha: 0 });
    expect(directedMotion(motion("slideUp"), "backward").spec.from).toEqual({ oy: -1, alpha: 0 });
  });

  it("leaves every transition with no offset as it is", () => {
    for (const name of TRANSITION_NAMES.filter((n) => !["slideLeft", "slideRight", "slideUp"].includes(n))) {
      const m = motion(name);
      expect(directedMotion(m, "backward")).toBe(m);
    }
    const gl = motion("gl:Directional");
    expect(directedMotion(gl, "backward")).toBe(gl);
  });
});
