import { describe, expect, it } from "vitest";
import { slideshowPiece, slideshowRows, stripRows, ticks } from "../../../src/debug/timelineRows.ts";
import {
  type SlideAnimation,
  resolveOptions as slideshowOptions,
} from "../../../src/widgets/slideshow/options.ts";
import { buildTransitionTimeline } from "../../../src/widgets/slideshow/timeline.ts";
import { changeMotion, type PieceState, SETTLED } from "../../../src/widgets/slideshow/transitions/index.ts";
import { stripPlay } from "../../../src/widgets/strip/animations.ts";
import { resolveOptions as stripOptions } from "../../../src/widgets/strip/options.ts";
import { buildStripTimeline } from "../../../src/widgets/strip/timeline.ts";

/** A transition's timeline as the GPU player builds it, under `tuned` slideshow settings. */
function transition(name: SlideAnimation, tuned: Record<string, unknown> = {}) {
  const motion = changeMotion(slideshowOptions({}, tuned), name, 1, () => 0.3);
  const states: PieceState[] = motion.order.map(() => ({ ...SETTLED }));
  const { spec, order, duration, stagger, ease } = motion;
  return buildTransitionTimeline(
    { widget: "test", name, from: spec.from, order, duration, stagger, ease: ease.gsap },
    states,
  );
}

/** A strip half as the canvas player builds it: its pieces carry their card's index (-1: the list). */
function half(phase: "leave" | "enter", indexes: number[], tuned = {}) {
  const play = stripPlay("flyIn", stripOptions({}, tuned));
  return buildStripTimeline(
    play,
    phase,
    indexes.map((index) => ({ index, p: 0 })),
  );
}

describe("the timeline view's rows", () => {
  it("are a transition's pieces, each at its start for its duration, the stagger apart", () => {
    const rows = slideshowRows(
      "blindsRight",
      transition("blindsRight", { duration: 800, blinds: 6, stagger: { blindsRight: 120 } }),
    );
    expect(rows.map((r) => r.label)).toEqual([
      "blind 1",
      "blind 2",
      "blind 3",
      "blind 4",
      "blind 5",
      "blind 6",
    ]);
    expect(rows.map((r) => r.start)).toEqual([0, 120, 240, 360, 480, 600]);
    expect(rows.every((r) => r.duration === 800)).toBe(true);
  });

  it("follow the cut: boxes rows x cols, half the blinds, one piece for a slide or a catalogue shader", () => {
    expect(
      slideshowRows("boxesRandom", transition("boxesRandom", { boxes: { rows: 3, cols: 4 } })),
    ).toHaveLength(12);
    expect(slideshowRows("blindsMirrorIn", transition("blindsMirrorIn", { blinds: 10 }))).toHaveLength(5);
    const shader = slideshowRows("gl:Directional", transition("gl:Directional", { duration: 900 }));
    expect(shader).toEqual([{ label: "shader 1", start: 0, duration: 900 }]);
    expect(slideshowPiece("slideLeft")).toBe("slide");
    expect(slideshowPiece("boxesMirror")).toBe("box");
  });

  it("are a strip change's leaving cards, then its entering cards from the seam where the leave ends", () => {
    const tuned = { motion: { flyIn: { duration: 400, stagger: 100 } } };
    const { rows, seam } = stripRows(half("leave", [3, 2, 1, 0], tuned), half("enter", [0, 1], tuned));
    expect(seam).toBe(700);
    expect(rows.map((r) => `${r.label} ${r.start}+${r.duration}`)).toEqual([
      "leave card 4 0+400",
      "leave card 3 100+400",
      "leave card 2 200+400",
      "leave card 1 300+400",
      "enter card 1 700+400",
      "enter card 2 800+400",
    ]);
    expect(stripRows(half("leave", [-1]), undefined).rows.map((r) => r.label)).toEqual(["leave list"]);
  });
});

describe("the timeline view's axis", () => {
  it("steps by 1, 2 or 5 times a power of ten from 0 to within the change", () => {
    expect(ticks(1650)).toEqual([0, 500, 1000, 1500]);
    expect(ticks(770)).toEqual([0, 200, 400, 600]);
    expect(ticks(100)).toEqual([0, 50, 100]);
    expect(ticks(0)).toEqual([0]);
  });
});
