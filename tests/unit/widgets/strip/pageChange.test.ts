import { describe, expect, it } from "vitest";
import type { SanitizedHtml } from "../../../../src/platform/trustedTypes.ts";
import { resolveOptions } from "../../../../src/widgets/strip/options.ts";
import { changeLength, describeChange, pageChangeTime } from "../../../../src/widgets/strip/pageChange.ts";

const html = Promise.resolve("<li data-strips-item></li>" as unknown as SanitizedHtml);
const arrived = { html, direction: -1 as const, leaving: 4, dragged: false };

describe("a strip page change as data", () => {
  it("carries the new page's html, the direction and the leaving cards, with the configured animation", () => {
    const change = describeChange(arrived, resolveOptions({ animation: "flyIn" }), 1);
    expect(change).toMatchObject({ html, direction: -1, leaving: 4, dragged: false });
    expect(change.play.name).toBe("flyIn");
    expect(change.play.motion).toMatchObject({ duration: 500, stagger: 90 });
  });

  it("picks random's animation as the change starts, and plays it at the panel's time scale", () => {
    const options = resolveOptions({ animation: "random" });
    expect(describeChange(arrived, options, 1, () => 0).play.name).toBe("fade");
    expect(describeChange(arrived, options, 1, () => 0.99).play.name).toBe("scaleIn");
    const slow = describeChange(arrived, resolveOptions({ animation: "fadeDelay" }), 0.25);
    expect(slow.play.motion).toMatchObject({ duration: 250, stagger: 75 });
    expect(slow.play.timeScale).toBe(0.25);
  });

  it("lasts a leave and an enter of the leaving cards, staggered; a whole list moves as one card", () => {
    const fadeDelay = describeChange(arrived, resolveOptions({ animation: "fadeDelay" }), 1);
    expect(pageChangeTime(fadeDelay)).toBe(2 * (250 + 3 * 75));
    const slide = describeChange(arrived, resolveOptions({ animation: "slide" }), 1);
    expect(pageChangeTime(slide)).toBe(2 * 250);
    expect(pageChangeTime({ ...fadeDelay, leaving: 0 })).toBe(2 * 250);
  });

  it("keeps its own time at the tuned ms and takes four times as long on the page at a quarter speed", () => {
    const slow = describeChange(arrived, resolveOptions({ animation: "fadeDelay" }), 0.25);
    expect(changeLength(slow)).toBe(2 * (250 + 3 * 75));
    expect(pageChangeTime(slow)).toBe(4 * 2 * (250 + 3 * 75));
  });
});
