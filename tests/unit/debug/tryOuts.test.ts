import { describe, expect, it } from "vitest";
import { splitTryOuts } from "../../../src/debug/tryOuts.ts";

const content = { gallery: { animation: "slideLeft" as const }, strip: {} };
const glParams = { Directional: { direction: [1, 0] }, windowslice: { count: 20 } };

describe("what Save writes of a tuning", () => {
  it("keeps a catalogue shader's parameters only while it is the animation in force", () => {
    const split = splitTryOuts({ slideshow: { animation: "gl:Directional", glParams } }, content);
    expect(split.saved).toEqual({
      slideshow: { animation: "gl:Directional", glParams: { Directional: { direction: [1, 0] } } },
    });
    expect(split.tried).toEqual(["windowslice"]);
    expect(split.kept).toEqual({ slideshow: { glParams: { windowslice: { count: 20 } } } });
  });

  it("writes no parameters of shaders only tried, and every one when random may pick them", () => {
    expect(splitTryOuts({ slideshow: { animation: "blindsMirrorIn", glParams } }, content).saved).toEqual({
      slideshow: { animation: "blindsMirrorIn" },
    });
    const random = { slideshow: { animation: "random" as const, randomIncludesCatalogue: true, glParams } };
    expect(splitTryOuts(random, content)).toEqual({ saved: random, tried: [], kept: {} });
  });

  it("reads the animation in force from content when the tuning leaves it", () => {
    const onContent = { gallery: { animation: "gl:windowslice" as const }, strip: {} };
    expect(splitTryOuts({ slideshow: { glParams } }, onContent).tried).toEqual(["Directional"]);
  });
});
