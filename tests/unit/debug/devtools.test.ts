// @vitest-environment happy-dom
import { gsap } from "gsap";
import { describe, expect, it } from "vitest";
import { attachDevTools } from "../../../src/debug/devtools.ts";
import { namedTimeline } from "../../../src/motion/timeline.ts";

/** Resolves after `ms` of GSAP's ticker time have gone by (its ticks, not a wall-clock promise). */
const ticked = (ms: number) => new Promise((resolve) => gsap.delayedCall(ms / 1000, resolve));

describe("GSDevTools' bar", () => {
  it("holds a change drawn at its end where the stage shows it, in GSDevTools' first two seconds too", async () => {
    const { stop } = attachDevTools();
    // A kept change, as the strip's players make one once it ended: named, built, at its end.
    const kept = namedTimeline("strip", "fade");
    kept.to({ x: 0 }, { x: 1, duration: 0.95 }).progress(1, true);
    await ticked(100);
    expect(kept.time()).toBeCloseTo(0.95);
    expect(document.querySelector(".gs-dev-tools .time")?.textContent).toBe("0.95");
    stop();
  });
});
