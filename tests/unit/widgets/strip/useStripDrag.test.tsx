// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { replies, stripChanges as setUp, WIDTH } from "../../../support/stripChanges.ts";

describe("the strip following a drag", () => {
  it("plays the next page's change dragged, under the finger; a completed release changes the page", async () => {
    const { drag, model, events, played, autoplay } = setUp();
    expect(drag.start()).toBe(true);
    expect(autoplay.pause).toHaveBeenCalledOnce();
    drag.move(-100);
    expect(played[0]?.change).toMatchObject({ dragged: true, direction: 1, leaving: 4 });
    expect(played[0]?.seeks).toEqual([0.25]);
    expect(model.state()).toMatchObject({ page: 1, loading: true });
    await replies();
    // Its reply is here, but the page changes only when the finger lets the change complete.
    expect(model.state()).toMatchObject({ page: 1, loading: false });
    drag.move(-200);
    drag.end({ dx: -200, velocity: -1, completes: true });
    expect(autoplay.resume).toHaveBeenCalledOnce();
    // No slower than the finger: 1 px/ms over 400 px is the change's 500 ms (fadeDelay's cards fade as
    // one under a finger) in 400 ms.
    expect(played[0]?.settles).toEqual([[1, 500 / WIDTH]]);
    // Its page is active once it has settled there: until then a finger may catch it.
    expect(model.state()).toMatchObject({ page: 1, loading: false });
    played[0]?.end();
    await replies();
    expect(model.state()).toMatchObject({ page: 2, loading: false });
    expect(events.map((e) => e.type)).toEqual(["request", "receive", "change"]);
  });

  it("runs a slow short drag back at the change's own pace: the model is as it was", async () => {
    const { drag, model, events, played } = setUp();
    drag.start();
    drag.move(-40);
    await replies();
    drag.end({ dx: -40, velocity: -0.05, completes: false });
    expect(played[0]?.settles).toEqual([[0, 1]]);
    await replies();
    expect(model.state()).toEqual({ page: 1, pages: 3, loading: false });
    expect(events.some((e) => e.type === "change")).toBe(false);
  });

  it("back past its start ends the change at once and begins the previous page's", async () => {
    const { drag, model, played } = setUp();
    drag.start();
    drag.move(-30);
    drag.move(30);
    expect(played[0]?.finished).toBe(true);
    expect(played[1]?.change).toMatchObject({ dragged: true, direction: -1 });
    await replies();
    drag.end({ dx: 60, velocity: 0.5, completes: true });
    played[1]?.end();
    await replies();
    expect(model.state()).toMatchObject({ page: 3, loading: false });
  });

  it("ignores a press while the finger drives a change, and follows no drag while one plays", async () => {
    const { drag, go, model, played } = setUp();
    drag.start();
    drag.move(-100);
    await act(async () => await go?.(3));
    expect(drag.start()).toBe(false);
    expect(played).toHaveLength(1);
    expect(played[0]?.finished).toBe(false);
    drag.end({ dx: -100, velocity: 0, completes: true });
    played[0]?.end();
    await replies();
    expect(model.state()).toMatchObject({ page: 2 });
  });

  /** A drag of 100 px let go on, its reply here: its change settles on, not yet over. */
  async function settlingOn() {
    const strip = setUp();
    strip.drag.start();
    strip.drag.move(-100);
    await replies();
    strip.drag.end({ dx: -100, velocity: -0.1, completes: true });
    return strip;
  }

  it("a finger that comes down while it settles catches it where it stands and takes it back", async () => {
    const { drag, model, played, events } = await settlingOn();
    expect(drag.start()).toBe(true);
    // Caught at 0.25 (where the recording player stands): 50 px back is 0.125, by the same rule.
    expect(played[0]?.seeks.at(-1)).toBe(0.25);
    drag.move(50);
    expect(played[0]?.seeks.at(-1)).toBeCloseTo(0.125, 9);
    drag.end({ dx: 50, velocity: 0.1, completes: true });
    expect(played[0]?.settles.at(-1)?.[0]).toBe(0);
    played[0]?.end();
    await replies();
    expect(model.state()).toMatchObject({ page: 1, loading: false });
    expect(events.map((e) => e.type)).toEqual(["request", "receive", "cancel"]);
    expect(played).toHaveLength(1);
  });

  it("a caught change let go undecided goes where it was going", async () => {
    const { drag, model, played } = await settlingOn();
    drag.start();
    drag.move(20);
    drag.end({ dx: 20, velocity: 0, completes: false });
    expect(played[0]?.settles.at(-1)).toEqual([1, 1]);
    played[0]?.end();
    await replies();
    expect(model.state()).toMatchObject({ page: 2 });
  });

  it("a flick onwards on a caught change going on pages once more: two quick flicks, two pages", async () => {
    const { drag, model, played } = await settlingOn();
    drag.start();
    drag.move(-30);
    drag.end({ dx: -30, velocity: -2, completes: true });
    expect(played[0]?.finished).toBe(true);
    await replies();
    expect(model.state()).toMatchObject({ page: 2 });
    expect(played[1]?.change).toMatchObject({ dragged: true, direction: 1 });
    expect(played[1]?.settles).toEqual([[1, (2 / WIDTH) * 500]]);
    played[1]?.end();
    await replies();
    expect(model.state()).toMatchObject({ page: 3 });
  });

  it("a caught change dragged past its start ends there and the finger drives the other way's", async () => {
    const { drag, model, played } = await settlingOn();
    drag.start();
    drag.move(140);
    expect(played[0]?.finished).toBe(true);
    await replies();
    drag.move(150);
    expect(played[1]?.change).toMatchObject({ dragged: true, direction: -1 });
    expect(played[1]?.seeks.at(-1)).toBeCloseTo(50 / WIDTH, 9);
    expect(model.state()).toMatchObject({ page: 1 });
  });
});
