import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Playing } from "../../../../src/gpu/player.ts";
import { createDomPlayer, domDraws, domFrame } from "../../../../src/widgets/slideshow/domPlayer.ts";
import { resolveOptions, TRANSITION_NAMES } from "../../../../src/widgets/slideshow/options.ts";
import { changeMotion, TRANSITIONS } from "../../../../src/widgets/slideshow/transitions/index.ts";

type FakeElement = {
  props: Map<string, string>;
  style: Pick<CSSStyleDeclaration, "setProperty" | "removeProperty">;
  querySelector: () => FakeElement | undefined;
};

/** An element that keeps its inline custom properties, and finds `captions` inside it. */
function fakeElement(captions?: FakeElement): FakeElement {
  const props = new Map<string, string>();
  return {
    props,
    style: {
      setProperty: (name: string, value: string) => void props.set(name, value),
      removeProperty: (name: string) => {
        props.delete(name);
        return "";
      },
    },
    querySelector: () => captions,
  };
}

/** A change of `animation` from slide 1 to 2, under the content's other options. */
const change = (animation: Parameters<typeof changeMotion>[1], underCanvas = false) => ({
  id: 1,
  from: 0,
  to: 1,
  direction: "forward" as const,
  animation,
  cause: "user" as const,
  motion: changeMotion(resolveOptions({}), animation),
  startedAt: 0,
  underCanvas,
});

/** A press: the change settled to its end at pace 1 from its start, at page time 0. */
const press = (playing: Playing) => {
  playing.settle(1, 1, 0);
  return playing;
};

/** Animation frames run by hand, at a page time set by hand. */
let frames: FrameRequestCallback[] = [];
let now = 0;
function frameAt(ms: number) {
  now = ms;
  const due = frames;
  frames = [];
  for (const frame of due) frame(ms);
}
beforeEach(() => {
  frames = [];
  now = 0;
  vi.spyOn(performance, "now").mockImplementation(() => now);
  vi.stubGlobal("requestAnimationFrame", (fn: FrameRequestCallback) => frames.push(fn));
  vi.stubGlobal("cancelAnimationFrame", () => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the slideshow's DOM player", () => {
  it("draws the crossfade and the slide family itself, and nothing the canvas cuts into pieces", () => {
    const drawn = TRANSITION_NAMES.filter(domDraws);
    expect(drawn).toEqual(["crossfade", "slideDown", "slideUp", "slideLeft", "slideRight"]);
    expect(domDraws("gl:Directional")).toBe(false);
  });

  it("moves what behaviour.md 10 says, from where it says, to settled", () => {
    expect(domFrame(TRANSITIONS.crossfade.from, 0.25)).toEqual({ "--fade": 0.25 });
    expect(domFrame(TRANSITIONS.slideLeft.from, 0)).toEqual({ "--fade": 0, "--slide-x": -1 });
    expect(domFrame(TRANSITIONS.slideLeft.from, 0.5)).toEqual({ "--fade": 0.5, "--slide-x": -0.5 });
    expect(domFrame(TRANSITIONS.slideRight.from, 0.25)).toEqual({ "--fade": 0.25, "--slide-x": 0.75 });
    expect(domFrame(TRANSITIONS.slideUp.from, 0.5)).toEqual({ "--fade": 0.5, "--slide-y": 0.5 });
    expect(domFrame(TRANSITIONS.slideDown.from, 0.5)).toEqual({ "--fade": 0.5, "--slide-height": 0.5 });
    expect(domFrame(TRANSITIONS.slideDown.from, 1)).toEqual({ "--fade": 1, "--slide-height": 1 });
  });

  it("steps slideLeft over the change's duration with its ease, as the canvas tweens its piece", async () => {
    const region = fakeElement(fakeElement());
    const playing = press(createDomPlayer(region as never, false)(change("slideLeft")));
    expect(Object.fromEntries(region.props)).toEqual({ "--fade": "0", "--slide-x": "-1" });
    frameAt(125); // a quarter of 500 ms, quadratic in-out: 0.125 of the way
    expect(Object.fromEntries(region.props)).toEqual({ "--fade": "0.125", "--slide-x": "-0.875" });
    frameAt(250);
    expect(Object.fromEntries(region.props)).toEqual({ "--fade": "0.5", "--slide-x": "-0.5" });
    frameAt(500);
    await playing.done;
    expect(Object.fromEntries(region.props)).toEqual({ "--fade": "1", "--slide-x": "0" });
  });

  it("under reduced motion, ends at once at the settled slide", async () => {
    const region = fakeElement(fakeElement());
    const playing = press(createDomPlayer(region as never, true)(change("slideLeft")));
    await playing.done;
    expect(Object.fromEntries(region.props)).toEqual({ "--fade": "1", "--slide-x": "0" });
  });

  it("crossfades a transition only the canvas draws", async () => {
    const region = fakeElement(fakeElement());
    await press(createDomPlayer(region as never, true)(change("blindsDownLeft"))).done;
    expect(Object.fromEntries(region.props)).toEqual({ "--fade": "1" });
  });

  it("under the canvas, fades the captions alone and clears what the last change left", async () => {
    const captions = fakeElement();
    const region = fakeElement(captions);
    const play = createDomPlayer(region as never, true);
    await press(play(change("slideUp"))).done;
    expect(Object.fromEntries(region.props)).toEqual({ "--fade": "1", "--slide-y": "0" });
    await press(play(change("slideUp", true))).done;
    expect(Object.fromEntries(region.props)).toEqual({});
    expect(Object.fromEntries(captions.props)).toEqual({ "--fade": "1" });
  });
});
