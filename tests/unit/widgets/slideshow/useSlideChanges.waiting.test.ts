// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { motionStore } from "../../../../src/motion/motionStore.ts";
import { canvas, go, setup, wait } from "../../../support/slideChanges.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => motionStore.setPlayback({ loop: false, timeScale: 1 }));

describe("useSlideChanges: waiting for the canvas, and the debug loop", () => {
  it("has a change only the canvas draws wait for a canvas that is starting, then plays it there", async () => {
    const { model, slot, shown } = setup({ animation: "blindsRight" });
    slot.expect(true);
    go(model);
    expect(shown()).toEqual({ index: 0, waiting: true });
    const gpu = canvas();
    await act(async () => slot.attach(gpu.player));
    expect(shown()).toMatchObject({ index: 1, change: { animation: "blindsRight" } });
    expect(shown().waiting).toBeUndefined();
    expect(gpu.played).toHaveLength(1);
  });

  it("crossfades it in the DOM when the canvas has not come within a second", async () => {
    const { model, slot, shown } = setup({ animation: "blindsRight" });
    slot.expect(true);
    go(model);
    await wait(900);
    expect(shown().index).toBe(0);
    await wait(200);
    expect(shown().index).toBe(1);
    await wait(3000);
    expect(shown()).toEqual({ index: 1 });
  });

  it("never holds a change the DOM draws as the canvas does", () => {
    const { model, slot, shown } = setup({ animation: "slideLeft" });
    slot.expect(true);
    go(model);
    expect(shown()).toMatchObject({ index: 1, change: { animation: "slideLeft" } });
  });

  it("replays a looped change a moment after it settles (the debug panel's loop, motionStore's)", async () => {
    motionStore.setPlayback({ loop: true });
    const { model, shown } = setup();
    const offReplay = motionStore.onReplay(() => model.replay()); // as useSlideshowModel does
    onTestFinished(offReplay);
    go(model);
    await wait(600);
    expect(shown()).toEqual({ index: 1 });
    await wait(500);
    expect(shown().change).toBeUndefined();
    await wait(200);
    expect(shown().change).toMatchObject({ from: 0, to: 1 });
  });
});
