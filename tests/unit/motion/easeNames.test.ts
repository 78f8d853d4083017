import { gsap } from "gsap";
import { describe, expect, it } from "vitest";
import { EASE_NAMES, easeFromText, isEaseText } from "../../../src/motion/easeNames.ts";

describe("ease names", () => {
  it.each(EASE_NAMES)("%s is GSAP's own curve", (name) => {
    const ours = easeFromText(name);
    const theirs = gsap.parseEase(name);
    expect(typeof theirs).toBe("function");
    for (let i = 0; i <= 20; i++) expect(ours(i / 20)).toBeCloseTo(theirs(i / 20), 6);
  });

  it("offers every family in, out and inOut", () => {
    expect(EASE_NAMES).toContain("power1.inOut");
    expect(EASE_NAMES).toContain("expo.out");
    expect(EASE_NAMES).toContain("bounce.in");
    expect(EASE_NAMES).toHaveLength(1 + 9 * 3);
  });

  it("accepts CSS curves and refuses anything else, naming it", () => {
    expect(easeFromText("cubic-bezier(0.37, 0.61, 0.59, 0.87)")(0.5)).toBeGreaterThan(0.5);
    expect(() => easeFromText("wobbly")).toThrowError('Invalid ease: "wobbly"');
    expect(() => easeFromText("cubic-bezier(2, 0, 0, 1)")).toThrowError(/Invalid ease/);
    expect(isEaseText("power2.out")).toBe(true);
    expect(isEaseText("power9.out")).toBe(false);
    expect(isEaseText("")).toBe(false);
  });
});
