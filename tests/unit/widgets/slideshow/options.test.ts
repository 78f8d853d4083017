import { describe, expect, it } from "vitest";
import { slideshowOptionsSchema } from "../../../../src/motion/optionSchemas.ts";
import {
  defaultOptions,
  resolveOptions,
  TRANSITION_NAMES,
  toAnimationName,
} from "../../../../src/widgets/slideshow/options.ts";
import { changeMotion, TRANSITIONS } from "../../../../src/widgets/slideshow/transitions/index.ts";

describe("slideshow options", () => {
  it("has behaviour.md 3 and 9's defaults", () => {
    expect(defaultOptions).toEqual({
      animation: "random",
      duration: 500,
      autoplay: { enabled: true, delay: 5000 },
      blinds: 24,
      boxes: { rows: 5, cols: 10 },
      thumbnailScroll: 300,
      ease: "power1.inOut",
      stagger: {},
      randomIncludesCatalogue: false,
    });
    expect(TRANSITION_NAMES).toHaveLength(18);
  });

  it("merges partial options over the defaults", () => {
    const o = resolveOptions({ animation: "slideLeft", autoplay: { enabled: false }, boxes: { rows: 4 } });
    expect(o.animation).toBe("slideLeft");
    expect(o.autoplay).toEqual({ enabled: false, delay: 5000 });
    expect(o.boxes).toEqual({ rows: 4, cols: 10 });
    expect(o.duration).toBe(500);
  });

  it("accepts named speeds", () => {
    expect(resolveOptions({ duration: "slow", thumbnailScroll: "fast" })).toMatchObject({
      duration: 600,
      thumbnailScroll: 200,
    });
  });

  it("falls back to crossfade for an unknown animation name", () => {
    expect(toAnimationName("wobble")).toBe("crossfade");
    expect(toAnimationName("random")).toBe("random");
    expect(resolveOptions({ animation: "BlindsLeft" as never }).animation).toBe("crossfade");
  });

  it("throws an Error naming a bad duration, delay or count", () => {
    expect(() => resolveOptions({ duration: -1 })).toThrowError("Invalid duration: -1");
    expect(() => resolveOptions({ duration: "slowly" as never })).toThrowError('Invalid duration: "slowly"');
    expect(() => resolveOptions({ autoplay: { delay: Number.NaN } })).toThrowError(
      "Invalid autoplay delay: NaN",
    );
    expect(() => resolveOptions({ blinds: 0 })).toThrowError("Invalid blinds count: 0");
    expect(() => resolveOptions({ boxes: { cols: 2.5 } })).toThrowError("Invalid boxes columns: 2.5");
  });

  it("takes a tuned ease and per-transition staggers, refusing bad ones", () => {
    const o = resolveOptions({ ease: "expo.out", stagger: { blindsLeft: 20, nonsense: 5 } as never });
    expect(o.ease.text).toBe("expo.out");
    expect(o.stagger).toEqual({ blindsLeft: 20 });
    expect(() => resolveOptions({ ease: "wobbly" })).toThrowError('Invalid ease: "wobbly"');
    expect(() => resolveOptions({ stagger: { boxesLeft: -6 } })).toThrowError(
      "Invalid boxesLeft stagger: -6",
    );
  });
});

describe("resolving options once", () => {
  it("lays the content's options, then the tuned ones, over behaviour.md 3 and 9's defaults", () => {
    const content = {
      animation: "slideLeft",
      duration: 500,
      autoplay: { enabled: false, delay: 7000 },
    } as const;
    const o = resolveOptions(content, { duration: "slow", autoplay: { delay: 3000 }, boxes: { rows: 4 } });
    expect(o).toMatchObject({
      animation: "slideLeft",
      duration: 600,
      autoplay: { enabled: false, delay: 3000 },
      boxes: { rows: 4, cols: 10 },
      blinds: 24,
      thumbnailScroll: 300,
    });
    expect(o.ease.gsap).toBe("power1.inOut");
    expect(resolveOptions(content, { animation: "random" }).animation).toBe("random");
  });
});

describe("the gl-transitions catalogue in options", () => {
  it("takes gl:<name> as an animation, and plays it as a crossfade's one piece", () => {
    const o = resolveOptions({ animation: "gl:Directional" });
    expect(o.animation).toBe("gl:Directional");
    const motion = changeMotion(o, "gl:Directional");
    expect(motion).toMatchObject({ name: "gl:Directional", gl: "Directional", spec: TRANSITIONS.crossfade });
    expect(motion.total).toBe(500);
    expect(changeMotion(o, "crossfade").gl).toBeUndefined();
    expect(toAnimationName("gl:")).toBe("crossfade");
  });

  it("keeps random among the 18 unless content opts into the catalogue", () => {
    expect(resolveOptions({ animation: "random" }).randomIncludesCatalogue).toBe(false);
    const opted = resolveOptions({ animation: "random", randomIncludesCatalogue: true });
    expect(opted.randomIncludesCatalogue).toBe(true);
    expect(
      resolveOptions({ randomIncludesCatalogue: true }, { randomIncludesCatalogue: false }),
    ).toMatchObject({
      randomIncludesCatalogue: false,
    });
  });

  it("merges tuned params over the content's, per transition and parameter, and hands them to its change", () => {
    const o = resolveOptions(
      { glParams: { Directional: { direction: [0, 1] }, cube: { persp: 0.5 } } },
      { glParams: { cube: { unzoom: 0.1 } } },
    );
    expect(o.glParams).toEqual({ Directional: { direction: [0, 1] }, cube: { persp: 0.5, unzoom: 0.1 } });
    expect(changeMotion(o, "gl:cube").params).toEqual({ persp: 0.5, unzoom: 0.1 });
    expect(changeMotion(o, "gl:wipeLeft").params).toEqual({});
    expect(changeMotion(o, "crossfade").params).toBeUndefined();
    const bad = slideshowOptionsSchema.safeParse({ glParams: { cube: { persp: "far" } } });
    expect(bad.success).toBe(false);
    expect(slideshowOptionsSchema.safeParse({ glParams: { cube: { v: [1, 2, 3, 4, 5] } } }).success).toBe(
      false,
    );
  });

  it("is a name the content schema accepts, and nothing else of that form", () => {
    expect(slideshowOptionsSchema.safeParse({ animation: "gl:Directional" }).success).toBe(true);
    expect(slideshowOptionsSchema.safeParse({ animation: "gl:not a name" }).success).toBe(false);
    expect(slideshowOptionsSchema.safeParse({ animation: "wobble" }).success).toBe(false);
  });
});
