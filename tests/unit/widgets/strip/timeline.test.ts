import { describe, expect, it } from "vitest";
import { stripPlay as play } from "../../../../src/widgets/strip/animations.ts";
import { resolveOptions } from "../../../../src/widgets/strip/options.ts";
import { buildStripTimeline, wholeChange } from "../../../../src/widgets/strip/timeline.ts";

const stripPlay = (name: Parameters<typeof play>[0], tuned = {}, timeScale = 1) =>
  play(name, resolveOptions({}, tuned), timeScale);
const pieces = (n: number) => Array.from({ length: n }, () => ({ p: -1 }));

describe("strip timelines (behaviour.md 10)", () => {
  it("flyIn: four cards, 500 ms each, 90 ms apart, leaving from rest", () => {
    const cards = pieces(4);
    const timeline = buildStripTimeline(stripPlay("flyIn"), "leave", cards);
    expect(timeline.vars.id).toBe("strip:flyIn-leave");
    expect(timeline.duration()).toBeCloseTo(0.5 + 3 * 0.09, 6);
    expect(cards.map((c) => c.p)).toEqual([0, 0, 0, 0]);
    timeline.seek(0.09 + 0.25);
    // The second card is half-way through its time; the strip's curve puts it past half-way.
    expect(cards[1]!.p).toBeCloseTo(stripPlay("flyIn").ease.fn(0.5), 6);
    // The fourth started 270 ms in: 70 of its 500 ms.
    expect(cards[3]!.p).toBeCloseTo(stripPlay("flyIn").ease.fn(0.14), 6);
    timeline.seek(timeline.duration());
    expect(cards.map((c) => c.p)).toEqual([1, 1, 1, 1]);
  });

  it("entering pieces start away and come to rest; fade moves the list as one piece", () => {
    const list = pieces(1);
    const timeline = buildStripTimeline(stripPlay("fade"), "enter", list);
    expect(timeline.vars.id).toBe("strip:fade-enter");
    expect(list[0]!.p).toBe(1);
    expect(timeline.duration()).toBeCloseTo(0.25, 6);
    timeline.seek(0.25);
    expect(list[0]!.p).toBe(0);
  });

  it("keeps a designer's tuning and time scale", () => {
    const cards = pieces(4);
    const tuned = stripPlay("fadeDelay", { motion: { fadeDelay: { duration: 400, stagger: 100 } } }, 0.5);
    const timeline = buildStripTimeline(tuned, "leave", cards);
    // Its times are the tuned ms (what GSDevTools' bar shows); it plays at the time scale.
    expect(timeline.duration()).toBeCloseTo((400 + 3 * 100) / 1000, 6);
    expect(timeline.timeScale()).toBe(0.5);
  });

  it("plays a whole change at its time scale, its halves at 1x in it: the tuned ms, slowed once", () => {
    const tuned = stripPlay("fade", { motion: { fade: { duration: 400 } } }, 0.25);
    const leave = buildStripTimeline(tuned, "leave", pieces(1));
    const enter = buildStripTimeline(tuned, "enter", pieces(1));
    const whole = wholeChange(tuned, leave, enter, 400);
    expect(whole.duration()).toBeCloseTo(0.8, 6);
    expect(whole.timeScale()).toBe(0.25);
    expect([leave.timeScale(), enter.timeScale()]).toEqual([1, 1]);
    expect(whole.progress()).toBe(1);
  });
});
