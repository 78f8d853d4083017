import { describe, expect, it } from "vitest";
import { away } from "../../../../src/widgets/strip/domPieces.ts";

describe("where a strip card is on its way out or in (DOM fallback)", () => {
  it("going forward, cards leave to the left and enter from the right; going back, the reverse", () => {
    expect(away("slide", 100, 1, "leave")(1)).toEqual({ transform: "translateX(-100px)" });
    expect(away("slide", 100, 1, "enter")(1)).toEqual({ transform: "translateX(100px)" });
    expect(away("flyIn", 100, -1, "leave")(0.5)).toEqual({ transform: "translateX(50px)" });
    expect(away("flyIn", 100, -1, "enter")(1)).toEqual({ transform: "translateX(-100px)" });
  });

  it("fallDown drops out downward and enters from above; floatUp (a negative distance) the reverse", () => {
    expect(away("fallDown", 80, 1, "leave")(1)).toEqual({ transform: "translateY(80px)" });
    expect(away("fallDown", 80, 1, "enter")(1)).toEqual({ transform: "translateY(-80px)" });
    expect(away("floatUp", -80, 1, "leave")(1)).toEqual({ transform: "translateY(-80px)" });
    expect(away("floatUp", -80, 1, "enter")(1)).toEqual({ transform: "translateY(80px)" });
  });

  it("scaleOut shrinks to 0 and scaleIn grows to 1.5, fading; fades only fade; at rest nothing moves", () => {
    expect(away("scaleOut", 0, 1, "leave")(1)).toEqual({ transform: "scale(0)", opacity: "0" });
    expect(away("scaleIn", 1.5, 1, "leave")(1)).toEqual({ transform: "scale(1.5)", opacity: "0" });
    expect(away("fadeDelay", 0, 1, "leave")(0.25)).toEqual({ opacity: "0.75" });
    expect(away("flyIn", 100, 1, "enter")(0)).toEqual({ transform: "translateX(0px)" });
    expect(away("scaleIn", 1.5, 1, "enter")(0)).toEqual({ transform: "scale(1)", opacity: "1" });
  });
});
