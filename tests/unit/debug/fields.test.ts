import { describe, expect, it } from "vitest";
import { slideshowDraft, stripDraft, withSlideshowField, withStripField } from "../../../src/debug/fields.ts";
import { CONTENT_MOTION } from "../../support/contentMotion.ts";

const content = CONTENT_MOTION;

describe("the panel's fields", () => {
  it("show the motion in effect: content, behaviour.md 10's timing, then stored settings over them", () => {
    expect(slideshowDraft(content, {})).toEqual({
      animation: "slideLeft",
      duration: 500,
      ease: "power1.inOut",
      staggerOf: "slideLeft",
      stagger: 200,
      blinds: 24,
      rows: 5,
      cols: 10,
      autoplay: false,
      delay: 7000,
    });
    const tuned = slideshowDraft(
      content,
      { slideshow: { duration: 900, stagger: { boxesLeft: 9 } } },
      "boxesLeft",
    );
    expect(tuned).toMatchObject({ duration: 900, staggerOf: "boxesLeft", stagger: 9 });
    expect(
      stripDraft(content, { strip: { motion: { flyIn: { extraDistance: 40 } } } }, "flyIn"),
    ).toMatchObject({
      animation: "fadeDelay",
      tuneOf: "flyIn",
      duration: 500,
      stagger: 90,
      extraDistance: 40,
      autoplay: false,
      delay: 5,
    });
  });

  it("store only the field a designer changed", () => {
    const draft = { ...slideshowDraft(content, {}), duration: 750 };
    expect(withSlideshowField(content, {}, draft, "duration")).toEqual({ slideshow: { duration: 750 } });
    const staggered = { ...draft, staggerOf: "blindsLeft" as const, stagger: 20 };
    expect(withSlideshowField(content, { slideshow: { duration: 750 } }, staggered, "stagger")).toEqual({
      slideshow: { duration: 750, stagger: { blindsLeft: 20 } },
    });
    const strip = { ...stripDraft(content, {}, "slide"), extraDistance: 60, autoplay: true };
    expect(withStripField(content, {}, strip, "extraDistance")).toEqual({
      strip: { motion: { slide: { extraDistance: 60 } } },
    });
    expect(withStripField(content, {}, strip, "autoplay")).toEqual({ strip: { autoplay: 1 } });
    expect(withSlideshowField(content, {}, draft, "staggerOf")).toEqual({});
  });

  it.each([
    ["duration", -5, /^Invalid duration: -5 /],
    ["ease", "wobbly", 'Invalid ease: "wobbly"'],
    ["rows", 0, /^Invalid boxes rows: 0 /],
    ["cols", 2.5, /^Invalid boxes columns: 2.5 /],
    ["blinds", 100, /^Invalid motion settings: slideshow\.blinds /],
    ["stagger", -1, /^Invalid slideLeft stagger: -1 /],
    ["delay", Number.NaN, /^Invalid autoplay delay: NaN/],
  ] as const)("refuse a slideshow %s of %s, naming it", (key, value, message) => {
    const draft = { ...slideshowDraft(content, {}), [key]: value };
    expect(() => withSlideshowField(content, {}, draft, key)).toThrowError(message);
  });

  it.each([
    ["duration", -1, /^Invalid fadeDelay duration: -1 /],
    ["stagger", -1, /^Invalid fadeDelay stagger: -1 /],
    ["extraDistance", Number.POSITIVE_INFINITY, /^Invalid fadeDelay extra distance/],
    ["ease", "cubic-bezier(2, 0, 0, 1)", /^Invalid ease/],
    ["delay", 0, /^Invalid strip delay: 0 /],
  ] as const)("refuse a strip %s of %s, naming it", (key, value, message) => {
    const draft = { ...stripDraft(content, {}), [key]: value };
    expect(() => withStripField(content, {}, draft, key)).toThrowError(message);
  });
});
