import { describe, expect, it } from "vitest";
import { placement } from "../../../../src/widgets/strip/placement.ts";

const rest = { x: 0, y: 0, scale: 1, alpha: 1 };

describe("where a strip card is on its way out or in (canvas and DOM alike)", () => {
  it("is at rest at progress 0, whatever the animation", () => {
    for (const name of ["fade", "slide", "flyIn", "fallDown", "scaleOut"] as const) {
      expect(placement(name, 100, 1, "enter")(0)).toEqual({ ...rest, alpha: 1 });
    }
  });

  it("moves sideways without fading; going back, to the other side", () => {
    expect(placement("flyIn", 300, 1, "leave")(1)).toEqual({ ...rest, x: -300 });
    expect(placement("flyIn", 300, 1, "enter")(0.5)).toEqual({ ...rest, x: 150 });
    expect(placement("slide", 300, -1, "leave")(1)).toEqual({ ...rest, x: 300 });
  });

  it("drops and rises on y; scales and fades; fades alone", () => {
    expect(placement("fallDown", 80, 1, "leave")(0.5)).toEqual({ ...rest, y: 40 });
    expect(placement("floatUp", -80, 1, "enter")(1)).toEqual({ ...rest, y: 80 });
    expect(placement("scaleIn", 1.5, 1, "leave")(0.5)).toEqual({ ...rest, scale: 1.25, alpha: 0.5 });
    expect(placement("scaleOut", 0, 1, "enter")(1)).toEqual({ ...rest, scale: 0, alpha: 0 });
    expect(placement("fadeDelay", 0, 1, "leave")(0.25)).toEqual({ ...rest, alpha: 0.75 });
  });
});
