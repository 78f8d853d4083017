import { describe, expect, it } from "vitest";
import { followsDrags, followX, settleMs } from "../../../../src/widgets/menu/panelDrag.ts";

describe("the side panel's drag: where it is drawn", () => {
  it("follows the finger 1:1 towards its side, from where it stood", () => {
    expect(followX(0, 80, 1, 300)).toBe(80);
    expect(followX(0, -80, -1, 300)).toBe(-80);
    expect(followX(40, 30, 1, 300)).toBe(70);
  });

  it("never passes its open place the other way, nor goes further out than its width", () => {
    expect(followX(0, -80, 1, 300)).toBe(0);
    expect(followX(0, 80, -1, 300)).toBe(0);
    expect(followX(40, -100, 1, 300)).toBe(0);
    expect(followX(0, 420, 1, 300)).toBe(300);
    expect(followX(0, -420, -1, 300)).toBe(-300);
  });
});

describe("the side panel's drag: how long the rest takes", () => {
  it("keeps a press's pace: the part of its duration the distance left asks for", () => {
    expect(settleMs(180, 300, 500)).toBe(300);
    expect(settleMs(30, 300, 500)).toBe(50);
    expect(settleMs(-30, 300, 500)).toBe(50);
    expect(settleMs(0, 300, 500)).toBe(0);
    expect(settleMs(400, 300, 500)).toBe(500);
  });

  it("is no slower than the finger going that way", () => {
    expect(settleMs(264, 300, 500, 0.75)).toBe(352);
    expect(settleMs(264, 300, 500, 0.1)).toBe(440);
    expect(settleMs(264, 300, 500, -2)).toBe(440);
  });
});

it("follows drags with the effects that slide the panel sideways only", () => {
  const follows = ["normal", "slideleft", "slideleftover", "slideright", "sliderightover"] as const;
  for (const effect of follows) expect(followsDrags(effect)).toBe(true);
  expect(followsDrags("open")).toBe(false);
  expect(followsDrags("topfixed")).toBe(false);
});
