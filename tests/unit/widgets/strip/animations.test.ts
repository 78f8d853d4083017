import { describe, expect, it } from "vitest";
import { cubicBezier } from "../../../../src/motion/ease.ts";
import { stripPageAnimations } from "../../../../src/motion/names.ts";
import {
  pickAnimation,
  stripPlay as play,
  playOrder,
  STRIP_MOTION,
} from "../../../../src/widgets/strip/animations.ts";
import { resolveOptions, type StripOptionsInput } from "../../../../src/widgets/strip/options.ts";

const stripPlay = (name: Parameters<typeof play>[0], tuned: StripOptionsInput = {}, timeScale = 1) =>
  play(name, resolveOptions({}, tuned), timeScale);

const list = { width: 1200, height: 400 };
const item = { width: 270, height: 400 };

describe("strip animations (behaviour.md 10)", () => {
  it("time each animation as the table says", () => {
    const timing = Object.fromEntries(
      stripPageAnimations.map((n) => [
        n,
        [STRIP_MOTION[n].duration, STRIP_MOTION[n].stagger, STRIP_MOTION[n].whole],
      ]),
    );
    expect(timing).toEqual({
      fade: [250, 0, true],
      fadeDelay: [250, 75, false],
      slide: [250, 0, true],
      flyIn: [500, 90, false],
      fallDown: [250, 50, false],
      floatUp: [250, 50, false],
      scaleOut: [250, 100, false],
      scaleIn: [250, 100, false],
    });
  });

  it("move items the distances the table gives, 25 px past the edge", () => {
    expect(STRIP_MOTION.slide.distance(list, item, 0)).toBe(1225);
    expect(STRIP_MOTION.flyIn.distance(list, item, 0)).toBe(1200 + 270 + 25);
    expect(STRIP_MOTION.flyIn.distance(list, item, 2)).toBe(1200 + 90 + 25);
    expect(STRIP_MOTION.fallDown.distance(list, item, 1)).toBe(400 + 200 + 25);
    expect(STRIP_MOTION.floatUp.distance(list, item, 1)).toBe(-(400 + 200 + 25));
    expect(STRIP_MOTION.scaleOut.distance(list, item, 0)).toBe(0);
    expect(STRIP_MOTION.scaleIn.distance(list, item, 0)).toBe(1.5);
  });

  it("fall back to fadeDelay for an unknown name, and pick any for random", () => {
    expect(pickAnimation("flyIn")).toBe("flyIn");
    expect(resolveOptions({ animation: "spin" as never }).animation).toBe("fadeDelay");
    expect(pickAnimation("random", () => 0)).toBe("fade");
    expect(pickAnimation("random", () => 0.99)).toBe("scaleIn");
  });

  it("play items in list order forward and in reverse going back", () => {
    expect(playOrder(4, 1)).toEqual([0, 1, 2, 3]);
    expect(playOrder(4, -1)).toEqual([3, 2, 1, 0]);
  });
});

describe("tuned strip motion", () => {
  it("plays behaviour.md 10's timing and curve unless tuned", () => {
    const flyIn = stripPlay("flyIn");
    expect(flyIn.motion).toMatchObject({ duration: 500, stagger: 90 });
    expect(flyIn.extra).toBe(25);
    expect(flyIn.ease.fn(0.5)).toBeCloseTo(cubicBezier(0.37, 0.61, 0.59, 0.87)(0.5), 9);
  });

  it("takes a designer's duration, stagger, extra distance, ease and slow motion", () => {
    const tuned = stripPlay(
      "flyIn",
      { ease: "power2.in", motion: { flyIn: { duration: "slow", stagger: 20, extraDistance: 40 } } },
      0.5,
    );
    // The tuned ms, played at half the speed (timelines and the change's clock apply it).
    expect(tuned.motion).toMatchObject({ duration: 600, stagger: 20 });
    expect(tuned.timeScale).toBe(0.5);
    expect(
      tuned.motion.distance({ width: 1200, height: 400 }, { width: 270, height: 200 }, 0, tuned.extra),
    ).toBe(1200 + 270 + 40);
    expect(tuned.ease.fn(0.5)).toBeCloseTo(0.125, 9);
    expect(stripPlay("fade", { motion: { flyIn: { duration: 1 } } }).motion.duration).toBe(250);
  });

  it("is checked once, by resolveOptions: an Error names a bad value", () => {
    expect(() => stripPlay("fade", { motion: { fade: { duration: -1 } } })).toThrowError(
      "Invalid fade duration: -1",
    );
    expect(() => stripPlay("fade", { ease: "nope" })).toThrowError('Invalid ease: "nope"');
    expect(() => resolveOptions({ delay: 0 })).toThrowError("Invalid strip delay: 0");
  });
});
