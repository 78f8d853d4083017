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
    await replies();
    expect(model.state()).toMatchObject({ page: 2 });
  });
});
