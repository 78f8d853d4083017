// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { watchDrags } from "../../../../src/gestures/watchDrags.ts";
import { useSlideDrag } from "../../../../src/widgets/slideshow/useSlideDrag.ts";
import { mount } from "../../../support/dom.ts";
import { setup } from "../../../support/slideChanges.ts";

beforeEach(() => vi.useFakeTimers());

/** useSlideDrag over useSlideChanges' real model and players, on an 800 px stage. */
function dragging(settings = {}, { zoomed = false, reduced = false } = {}) {
  const changes = setup({ animation: "slideLeft", ...settings });
  const stage = { current: mount('<div style="width: 800px"></div>') };
  Object.defineProperty(stage.current, "clientWidth", { value: 800 });
  const drag = renderHook(() =>
    useSlideDrag(changes.model, changes, { stage, zoomed: () => zoomed, reduced }),
  );
  return { ...changes, stage: stage.current, drag: () => drag.result.current };
}

describe("useSlideDrag", () => {
  it("follows only with motion welcome, nothing zoomed and one finger down", () => {
    expect(dragging().drag().start()).toBe(true);
    expect(dragging({}, { zoomed: true }).drag().start()).toBe(false);
    expect(dragging({}, { reduced: true }).drag().start()).toBe(false);
    // Two fingers are a pinch: the gesture layer never starts the drag (gestures/pointers.ts).
    const pinch = dragging();
    const stop = watchDrags(pinch.stage, { drag: pinch.drag() });
    const finger = (type: string, pointerId: number, clientX: number) =>
      pinch.stage.dispatchEvent(
        new PointerEvent(type, { pointerId, isPrimary: pointerId === 1, pointerType: "touch", clientX }),
      );
    finger("pointerdown", 1, 400);
    finger("pointerdown", 2, 500);
    act(() => {
      for (const x of [380, 340, 300]) finger("pointermove", 1, x);
    });
    finger("pointerup", 1, 300);
    stop();
    expect(pinch.model.state().running).toBeUndefined();
  });

  it("starts next for a drag left, previous past its start, keeping the transition it picked", () => {
    const { drag, shown, model } = dragging({ animation: "random" });
    act(() => drag().move(-40));
    const first = shown().change!;
    expect(first).toMatchObject({ from: 0, to: 1, dragged: true });
    act(() => drag().move(30));
    expect(shown().change).toMatchObject({ from: 0, to: 2, animation: first.animation });
    expect(model.state().running?.id).not.toBe(first.id);
  });

  it("catches a press's running change where it stands: pulled back past its start it runs back, then drives the other way's", async () => {
    const pressed = dragging();
    act(() => void pressed.model.go("next"));
    await act(() => vi.advanceTimersByTimeAsync(100));
    let started = false;
    act(() => {
      started = pressed.drag().start();
    });
    expect(started).toBe(true);
    const held = pressed.dragged()!;
    expect(held.change).toMatchObject({ from: 0, to: 1 });
    const at = held.progress();
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(1);
    expect(held.going()).toBeUndefined(); // it stands still under the finger
    act(() => pressed.drag().move(20));
    expect(held.progress()).toBeLessThan(at); // back towards slide 0 with the finger
    act(() => pressed.drag().move(400));
    // Run back (slide 0 again), and the drag drives the change to the previous slide (the last).
    const count = pressed.model.state().count;
    expect(pressed.shown().change).toMatchObject({ from: 0, to: count - 1, dragged: true });
  });

  it("catches a change still settling where it is: the finger moves it on, past its end into the next, or back", async () => {
    // A flick's change, let go a moment ago: caught where it stands.
    const flicked = dragging();
    act(() => flicked.drag().move(-100));
    act(() => flicked.drag().end({ dx: -100, velocity: -0.5, completes: true }));
    await act(() => vi.advanceTimersByTimeAsync(50));
    let started = false;
    act(() => {
      started = flicked.drag().start();
    });
    expect(started).toBe(true);
    const held = flicked.dragged()!;
    const at = held.progress();
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(1);
    expect(held.going()).toBeUndefined(); // it stands still under the finger
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(held.progress()).toBe(at);
    // On with the finger, from where it was caught.
    act(() => flicked.drag().move(-40));
    expect(held.progress()).toBeGreaterThan(at);
    // Past its end: it ends, and the finger drives the next change: two flicks, two changes.
    act(() => flicked.drag().move(-800));
    expect(flicked.shown()).toMatchObject({ index: 1, change: { from: 1, to: 2, dragged: true } });
    act(() => flicked.drag().end({ dx: -800, velocity: -1, completes: true }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(flicked.shown()).toEqual({ index: 2 });

    // Caught while it ran back, and let go undecided: it goes on back.
    const back = dragging();
    act(() => back.drag().move(-200));
    act(() => back.drag().end({ dx: -200, velocity: -0.05, completes: false }));
    act(() => void back.drag().start());
    act(() => back.drag().move(-10));
    act(() => back.drag().end({ dx: -10, velocity: -0.01, completes: false }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(back.shown()).toEqual({ index: 0 });
  });

  it("settles a completed release on to the next slide, an uncompleted one back", async () => {
    const { drag, shown } = dragging();
    act(() => drag().move(-400));
    act(() => drag().end({ dx: -400, velocity: -1, completes: true }));
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(shown()).toEqual({ index: 1 });
    act(() => drag().move(-40));
    act(() => drag().end({ dx: -40, velocity: -0.05, completes: false }));
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(shown()).toEqual({ index: 1 });
  });
});
