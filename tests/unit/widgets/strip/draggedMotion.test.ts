import { describe, expect, it } from "vitest";
import type { SanitizedHtml } from "../../../../src/platform/trustedTypes.ts";
import type { StripAnimationName } from "../../../../src/widgets/strip/animations.ts";
import { draggedPlay, fingerRule, listLayout } from "../../../../src/widgets/strip/draggedMotion.ts";
import { resolveOptions } from "../../../../src/widgets/strip/options.ts";
import { describeChange, pageChangeTime } from "../../../../src/widgets/strip/pageChange.ts";
import { placement } from "../../../../src/widgets/strip/placement.ts";

const html = Promise.resolve("" as unknown as SanitizedHtml);

/** A dragged change forward over four cards a row, 300 px wide in a 1200 px list. */
function dragged(animation: StripAnimationName) {
  const change = describeChange(
    { html, direction: 1, leaving: 4, dragged: true },
    resolveOptions({ animation }),
    1,
  );
  const layout = { list: { width: 1200, height: 400 }, cards: Array(4).fill({ width: 300, height: 400 }) };
  const ms = pageChangeTime(change);
  return { change, ms, rule: fingerRule(change, ms, layout, 1200) };
}

/** How far the leading piece of the leave has gone, `progress` into a change of `ms`. */
function leadMoved({ change, ms }: ReturnType<typeof dragged>, progress: number, distance: number) {
  const { duration } = change.play.motion;
  const local = Math.min(1, (progress * ms) / duration);
  return Math.abs(placement(change.play.name, distance, 1, "leave")(change.play.ease.fn(local)).x);
}

describe("the strip under a finger", () => {
  it("moves slide's list as far as the finger in the leave, and reaches the seam past its whole travel", () => {
    const d = dragged("slide");
    const travel = 1200 + 25;
    for (const dx of [-20, -300, -600, -1000]) {
      expect(leadMoved(d, d.rule.progress(dx), travel)).toBeCloseTo(-dx, 3);
    }
    expect(d.rule.progress(-travel)).toBeCloseTo(0.5, 6);
    expect(d.rule.span).toBeCloseTo(2 * travel, 6);
    expect(d.rule.progress(2 * travel)).toBe(1);
    // The enter's list comes in as far as the finger goes past the seam, from where it waits.
    const enter = d.rule.progress(-(travel + 400)) * d.ms - 250;
    const at = placement("slide", travel, 1, "enter")(1 - d.change.play.ease.fn(enter / 250)).x;
    expect(travel - at).toBeCloseTo(400, 3);
  });

  it("moves flyIn's leading card as far as the finger, then goes on at its pace while the rest leave", () => {
    const d = dragged("flyIn");
    const travel = 1200 + 300 + 25;
    for (const dx of [-50, -400, -900]) expect(leadMoved(d, d.rule.progress(dx), travel)).toBeCloseTo(-dx, 3);
    // The leave's 770 ms: the leading card's 500 ms over its travel, the 270 ms of stagger after it.
    expect(d.rule.progress(-travel) * d.ms).toBeCloseTo(500, 3);
    expect(d.rule.progress(-travel * (770 / 500)) * d.ms).toBeCloseTo(770, 3);
  });

  it("lets a fade's cards fade as one, distance time: the stage's width is the change's whole time", () => {
    const d = dragged("fadeDelay");
    expect(d.change.play.motion.stagger).toBe(0);
    expect(d.ms).toBe(500);
    expect(d.rule.progress(-300)).toBe(0.25);
    expect(d.rule.span).toBe(1200);
    expect(dragged("fallDown").rule.progress(600)).toBe(0.5);
    // A press's fadeDelay keeps its stagger.
    const pressed = describeChange({ html, direction: 1, leaving: 4, dragged: false }, resolveOptions({}), 1);
    expect(pressed.play.motion.stagger).toBe(75);
    expect(draggedPlay(dragged("flyIn").change.play).motion.stagger).toBe(90);
    // Without a list to measure, the finger maps distance to time.
    const slide = dragged("slide").change;
    expect(fingerRule(slide, 500, listLayout(null), 1200).progress(-300)).toBe(0.25);
  });
});
