// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { canvas, setup, wait } from "../../../support/slideChanges.ts";

beforeEach(() => vi.useFakeTimers());

const fade = (el: HTMLElement) => Number(el.style.getPropertyValue("--fade"));
const slideX = (el: HTMLElement) => Number(el.style.getPropertyValue("--slide-x"));

describe("useSlideChanges: a change a finger drives", () => {
  it("draws the dragged slide but shows the settled one until it completes, wherever the finger holds it", async () => {
    const { model, region, shown, dragged } = setup({ animation: "slideLeft" });
    act(() => void model.drag("next"));
    expect(shown()).toMatchObject({ index: 0, change: { from: 0, to: 1, dragged: true } });
    // The DOM draws it (no canvas): from the right edge under a drag to the left, standing at its start.
    expect(slideX(region)).toBe(1);
    act(() => dragged()?.seek(0.5));
    expect(slideX(region)).toBeCloseTo(0.5); // quadratic in-out at half its time: half-way
    await wait(5000); // held as long as the finger likes: no time guard
    expect(model.state().running).toBeDefined();
    act(() => dragged()?.settle(1, 1));
    await wait(300);
    expect(shown()).toEqual({ index: 1 });
    expect(dragged()).toBeUndefined();
    expect(model.state()).toMatchObject({ index: 1, running: undefined });
  });

  it("runs back on a settle to 0: the slide it left, its properties cleared, nothing changed", async () => {
    const { model, region, shown, dragged } = setup();
    const settled = vi.fn();
    model.on("settle", settled);
    act(() => void model.drag("previous"));
    act(() => dragged()?.seek(0.3));
    expect(fade(region)).toBeCloseTo(2 * 0.3 * 0.3);
    act(() => dragged()?.settle(0, 2));
    await wait(200);
    expect(shown()).toEqual({ index: 0 });
    expect(region.style.getPropertyValue("--fade")).toBe("");
    expect(model.state()).toMatchObject({ index: 0, running: undefined });
    expect(settled).not.toHaveBeenCalled();
  });

  it("cancels at once, so the other direction's change may start from the same slide", async () => {
    const { model, shown, dragged } = setup({ animation: "slideLeft" });
    act(() => void model.drag("next"));
    act(() => dragged()?.cancel());
    expect(model.state().running).toBeUndefined();
    act(() => void model.drag("previous"));
    expect(shown()).toMatchObject({ index: 0, change: { from: 0, to: 2, direction: "backward" } });
    expect(shown().change?.motion.spec.from).toEqual({ ox: -1 });
  });

  it("never waits for a canvas that is coming: the DOM draws it (blinds as a crossfade)", async () => {
    const { model, slot, dragged } = setup({ animation: "blindsRight" });
    slot.expect(true);
    act(() => void model.drag("next"));
    expect(dragged()?.change.dragged).toBe(true);
    const gpu = canvas();
    slot.attach(gpu.player);
    act(() => dragged()?.settle(1, 1));
    await wait(2000);
    expect(model.state().running).toBeUndefined();
    expect(gpu.played).toEqual([]);
  });

  it("plays it dragged on a canvas that can draw now, and completes when the canvas has settled it", async () => {
    const { model, slot, shown, dragged } = setup({ animation: "blindsRight" });
    const gpu = canvas();
    slot.attach(gpu.player);
    act(() => void model.drag("next"));
    expect(gpu.played).toMatchObject([{ from: 0, to: 1, dragged: true }]);
    act(() => dragged()?.settle(1, 1));
    await wait(2000);
    expect(model.state().running).toBeDefined();
    await act(async () => gpu.played[0]!.end());
    expect(shown()).toEqual({ index: 1 });
  });
});
