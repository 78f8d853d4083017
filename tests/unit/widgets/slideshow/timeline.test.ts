import { describe, expect, it } from "vitest";
import { toEase } from "../../../../src/motion/easeNames.ts";
import { TRANSITION_NAMES, type TransitionName } from "../../../../src/widgets/slideshow/options.ts";
import { buildTransitionTimeline } from "../../../../src/widgets/slideshow/timeline.ts";
import {
  changeMotion,
  mirrorOrder,
  type PieceState,
  pieceCount,
  pieceOrder,
  pieceRects,
  SETTLED,
  TRANSITIONS,
  totalDuration,
} from "../../../../src/widgets/slideshow/transitions/index.ts";

const CUTTING = { blinds: 24, boxes: { rows: 5, cols: 10 } };

/** behaviour.md 10's tables, written out independently of the code. */
const FACTS: Record<TransitionName, { pieces: number; stagger: number; props: string[] }> = {
  crossfade: { pieces: 1, stagger: 0, props: ["alpha"] },
  blindsRight: { pieces: 24, stagger: 50, props: ["alpha"] },
  blindsLeft: { pieces: 24, stagger: 50, props: ["alpha"] },
  blindsDownRight: { pieces: 24, stagger: 50, props: ["alpha", "sy"] },
  blindsDownLeft: { pieces: 24, stagger: 50, props: ["alpha", "sy"] },
  boxesOpacityRight: { pieces: 50, stagger: 6, props: ["alpha"] },
  boxesOpacityLeft: { pieces: 50, stagger: 6, props: ["alpha"] },
  slideDown: { pieces: 1, stagger: 200, props: ["alpha", "sy"] },
  slideUp: { pieces: 1, stagger: 200, props: ["alpha", "oy"] },
  slideLeft: { pieces: 1, stagger: 200, props: ["alpha", "ox"] },
  slideRight: { pieces: 1, stagger: 200, props: ["alpha", "ox"] },
  boxesRight: { pieces: 50, stagger: 6, props: ["alpha", "sx", "sy"] },
  boxesLeft: { pieces: 50, stagger: 6, props: ["alpha", "sx", "sy"] },
  boxesMirror: { pieces: 50, stagger: 6, props: ["alpha", "sx"] },
  boxesRandom: { pieces: 50, stagger: 4, props: ["alpha"] },
  blindsMirrorIn: { pieces: 12, stagger: 50, props: ["alpha", "sx", "sy"] },
  blindsMirrorOut: { pieces: 12, stagger: 50, props: ["alpha", "sx", "sy"] },
  blindsRandom: { pieces: 12, stagger: 35, props: ["alpha"] },
};

function build(name: TransitionName, order?: number[]) {
  const spec = TRANSITIONS[name];
  const n = pieceCount(spec.cut, CUTTING);
  const states: PieceState[] = Array.from({ length: n }, () => ({ ...SETTLED }));
  const o = order ?? pieceOrder(spec.order, n, () => 0.5);
  const timeline = buildTransitionTimeline(
    {
      widget: "test",
      name,
      from: spec.from,
      duration: 500,
      order: o,
      ease: "power1.inOut",
      stagger: spec.stagger,
    },
    states,
  );
  return { timeline, states, order: o, n };
}

/** The piece indices in the order their tweens start. */
const startOrder = (timeline: gsap.core.Timeline, states: PieceState[]) =>
  timeline.getChildren(false, true, false).map((t) => ({
    at: t.startTime(),
    index: states.indexOf((t as gsap.core.Tween).targets()[0] as PieceState),
  }));

describe("slideshow transitions as data", () => {
  it("has all 18 transitions of behaviour.md 9", () => {
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...TRANSITION_NAMES].sort());
  });

  it.each(TRANSITION_NAMES)("%s: pieces, stagger, animated properties and total duration", (name) => {
    const facts = FACTS[name];
    const { timeline, states, n } = build(name);
    expect(n).toBe(facts.pieces);
    expect(Object.keys(TRANSITIONS[name].from).sort()).toEqual(facts.props.sort());
    const starts = startOrder(timeline, states);
    expect(starts).toHaveLength(facts.pieces);
    starts.forEach((s, i) => {
      expect(s.at).toBeCloseTo((i * facts.stagger) / 1000, 6);
    });
    const total = (500 + (facts.pieces - 1) * facts.stagger) / 1000;
    expect(timeline.duration()).toBeCloseTo(total, 6);
    expect(totalDuration(TRANSITIONS[name], n, 500) / 1000).toBeCloseTo(total, 6);
    // Every piece starts hidden (immediate render) and ends settled.
    expect(states.every((s) => s.alpha === 0)).toBe(true);
    timeline.progress(1);
    for (const { alpha, sx, sy, ox, oy } of states) expect({ alpha, sx, sy, ox, oy }).toEqual(SETTLED);
    for (const tween of timeline.getChildren(false, true, false)) {
      expect(tween.vars.ease).toBe("power1.inOut");
      expect(tween.duration()).toBeCloseTo(0.5, 6);
    }
    expect(timeline.vars.id).toBe(`test:${name}`);
    timeline.kill();
  });

  it("orders blinds left to right and right to left", () => {
    const right = build("blindsRight");
    expect(startOrder(right.timeline, right.states).map((s) => s.index)).toEqual([...Array(24).keys()]);
    const left = build("blindsLeft");
    expect(startOrder(left.timeline, left.states).map((s) => s.index)).toEqual(
      [...Array(24).keys()].reverse(),
    );
  });

  it("orders boxes row by row forward and backward", () => {
    expect(pieceOrder(TRANSITIONS.boxesOpacityRight.order, 50)).toEqual([...Array(50).keys()]);
    expect(pieceOrder(TRANSITIONS.boxesLeft.order, 50)).toEqual([...Array(50).keys()].reverse());
  });

  it("takes the mirror order from the backward list: first, last, second, second-last", () => {
    expect(mirrorOrder(5)).toEqual([4, 0, 3, 1, 2]);
    expect(mirrorOrder(6)).toEqual([5, 0, 4, 1, 3, 2]);
    expect(pieceOrder(TRANSITIONS.boxesMirror.order, 50).slice(0, 4)).toEqual([49, 0, 48, 1]);
    expect(pieceOrder(TRANSITIONS.blindsMirrorIn.order, 12)).toEqual([11, 0, 10, 1, 9, 2, 8, 3, 7, 4, 6, 5]);
    expect(pieceOrder(TRANSITIONS.blindsMirrorOut.order, 12)).toEqual([5, 6, 4, 7, 3, 8, 2, 9, 1, 10, 0, 11]);
  });

  it("shuffles random orders reproducibly from a seed, using every piece once", () => {
    let s = 7;
    const rng = () => {
      s = (s * 16807) % 2147483647;
      return s / 2147483647;
    };
    const a = pieceOrder("shuffle", 50, rng);
    s = 7;
    const b = pieceOrder("shuffle", 50, rng);
    expect(a).toEqual(b);
    expect([...a].sort((x, y) => x - y)).toEqual([...Array(50).keys()]);
    expect(a).not.toEqual([...Array(50).keys()]);
    const { timeline, states } = build("boxesRandom", a);
    expect(startOrder(timeline, states).map((x) => x.index)).toEqual(a);
    timeline.kill();
  });

  it("cuts blinds and boxes into rectangles that tile the stage without seams", () => {
    const blinds = pieceRects("blinds", CUTTING, 1001, 563);
    expect(blinds).toHaveLength(24);
    expect(blinds[0]).toMatchObject({ x: 0, y: 0, height: 563 });
    expect(blinds.reduce((w, r) => w + r.width, 0)).toBe(1001);
    const boxes = pieceRects("boxes", CUTTING, 1000, 563);
    expect(boxes).toHaveLength(50);
    expect(boxes[10]).toMatchObject({ x: 0, y: boxes[0]!.height }); // row by row
    expect(boxes.reduce((a, r) => a + r.width * r.height, 0)).toBe(1000 * 563);
    expect(pieceCount("halfBlinds", CUTTING)).toBe(12);
  });
});

describe("tuned transitions", () => {
  it("take the change's stagger, ease and cutting, or behaviour.md 10's where none is tuned", () => {
    const options = { ...CUTTING, duration: 300, ease: toEase("expo.out"), stagger: { blindsLeft: 10 } };
    const tuned = changeMotion({ ...options, blinds: 8 }, "blindsLeft", 0.25);
    expect(tuned).toMatchObject({
      name: "blindsLeft",
      spec: TRANSITIONS.blindsLeft,
      order: [7, 6, 5, 4, 3, 2, 1, 0],
      duration: 300,
      stagger: 10,
      cutting: { blinds: 8, boxes: CUTTING.boxes },
      timeScale: 0.25,
      total: (300 + 7 * 10) / 0.25,
    });
    expect(tuned.ease.gsap).toBe("expo.out");
    expect(changeMotion(options, "blindsRight").stagger).toBe(50);
    const pieces = Array.from({ length: tuned.order.length }, () => ({ ...SETTLED }));
    const timeline = buildTransitionTimeline(
      { widget: "test", ...tuned, from: tuned.spec.from, ease: tuned.ease.gsap },
      pieces,
    );
    expect(timeline.duration()).toBeCloseTo(totalDuration(TRANSITIONS.blindsLeft, 8, 300, 10) / 1000, 6);
    expect(timeline.duration()).toBeCloseTo(0.37, 6);
  });
});
