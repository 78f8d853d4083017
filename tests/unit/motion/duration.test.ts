import { describe, expect, it } from "vitest";
import { DEFAULT_DURATION, SPEEDS, toMs } from "../../../src/motion/duration.ts";
import { cubicBezier, expoInOut, parseCurve } from "../../../src/motion/ease.ts";
import { toEase } from "../../../src/motion/easeNames.ts";
import { namedTimeline, timelineId } from "../../../src/motion/timeline.ts";

describe("durations", () => {
  it("accepts milliseconds and the named speeds of behaviour.md 9", () => {
    expect(toMs(0)).toBe(0);
    expect(toMs(500)).toBe(500);
    expect(toMs("slow")).toBe(600);
    expect(toMs("fast")).toBe(200);
    expect(toMs("default")).toBe(400);
    expect(SPEEDS).toEqual({ slow: 600, fast: 200, default: 400 });
    expect(DEFAULT_DURATION).toBe(500);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, "quick", "", null, undefined, "500"])(
    "throws an Error naming the bad value %s",
    (value) => {
      expect(() => toMs(value)).toThrowError(new RegExp(`^Invalid duration: "?${String(value)}"? `));
    },
  );

  it("names what it validates", () => {
    expect(() => toMs(-5, "autoplay delay")).toThrowError("Invalid autoplay delay: -5");
  });
});

describe("eases", () => {
  it("resolves GSAP names and CSS curves once, for GSAP and for code without it", () => {
    expect(toEase("power1.inOut").gsap).toBe("power1.inOut");
    expect(toEase(" expo.inOut ").gsap).toBe("expo.inOut");
    const curve = toEase("cubic-bezier(0.37, 0.61, 0.59, 0.87)");
    expect(curve.gsap).toBe(curve.fn);
    expect(toEase("power1.in").fn(0.5)).toBeCloseTo(0.25, 9);
  });

  it.each(["bouncy", "power9.inOut", ""])("throws an Error naming the bad ease %s", (value) => {
    expect(() => toEase(value)).toThrowError(`Invalid ease: "${value}"`);
  });

  it("rejects a curve with x outside 0..1", () => {
    expect(() => parseCurve("cubic-bezier(1.5, 0, 0.5, 1)")).toThrowError(
      /Invalid ease: "cubic-bezier\(1\.5/,
    );
    expect(parseCurve("ease-in")).toBeUndefined();
  });

  it("computes the curves our DOM tweens use", () => {
    expect(expoInOut(0)).toBe(0);
    expect(expoInOut(1)).toBe(1);
    expect(expoInOut(0.5)).toBeCloseTo(0.5);
    const linear = cubicBezier(0, 0, 1, 1);
    expect(linear(0.3)).toBeCloseTo(0.3, 4);
    const ease = cubicBezier(0.25, 0.1, 0.25, 1); // CSS "ease"
    expect(ease(0.5)).toBeCloseTo(0.8024, 3);
  });
});

describe("named timelines", () => {
  it("registers one paused timeline per widget and name, findable by id", async () => {
    const { gsap } = await import("gsap");
    const first = namedTimeline("slideshow", "crossfade");
    expect(first.paused()).toBe(true);
    expect(gsap.getById(timelineId("slideshow", "crossfade"))).toBe(first);
    const second = namedTimeline("slideshow", "crossfade");
    expect(gsap.getById("slideshow:crossfade")).toBe(second);
    second.kill();
  });
});
