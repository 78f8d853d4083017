// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { canvas, go, setup, wait } from "../../../support/slideChanges.ts";

beforeEach(() => vi.useFakeTimers());

describe("useSlideChanges", () => {
  it("shows the new slide and its change at once, and settles when the DOM has played it", async () => {
    const { model, region, shown } = setup();
    expect(shown()).toEqual({ index: 0 });
    go(model);
    expect(shown().index).toBe(1);
    expect(shown().change).toMatchObject({ from: 0, to: 1, motion: { name: "crossfade", duration: 500 } });
    await wait(250);
    expect(Number(region.style.getPropertyValue("--fade"))).toBeGreaterThan(0);
    expect(model.state().running).toBeDefined();
    await wait(300);
    expect(model.state().running).toBeUndefined();
    expect(shown()).toEqual({ index: 1 });
  });

  it("ignores a jump while a change plays", async () => {
    const { model, shown } = setup();
    go(model);
    act(() => void model.go(0));
    expect(shown().index).toBe(1);
    await wait(600);
    expect(shown()).toEqual({ index: 1 });
  });

  it("plays a change on the canvas too while it can draw, and settles when both are done", async () => {
    const { model, slot, shown } = setup();
    const gpu = canvas();
    slot.attach(gpu.player);
    go(model);
    expect(gpu.played).toMatchObject([{ from: 0, to: 1 }]);
    await wait(600);
    expect(shown().change).toBeDefined();
    await act(async () => gpu.played[0]!.end());
    expect(shown()).toEqual({ index: 1 });
  });

  it("ends a change that outlasts its length by a second, as a canvas torn down mid-change would", async () => {
    const { model, slot, shown } = setup();
    const gpu = canvas();
    slot.attach(gpu.player);
    go(model);
    await wait(1400);
    expect(model.state().running).toBeDefined();
    await wait(200);
    expect(gpu.played[0]!.finished()).toBe(true);
    expect(shown()).toEqual({ index: 1 });
  });

  it("gives each change the options in effect as it starts", async () => {
    const { model, shown, configure } = setup();
    go(model);
    await wait(600);
    configure({ animation: "crossfade", duration: 1200 });
    go(model);
    expect(shown().change?.motion.duration).toBe(1200);
  });

  it("plays a change at once under reduced motion", async () => {
    const { model, shown } = setup({}, true);
    go(model);
    await wait(0);
    expect(shown()).toEqual({ index: 1 });
  });

  it("finishes the change being played when it unmounts", async () => {
    const { model, slot, hook } = setup();
    const gpu = canvas();
    slot.attach(gpu.player);
    go(model);
    hook.unmount();
    await wait(0);
    expect(gpu.played[0]!.finished()).toBe(true);
    expect(model.state().running).toBeUndefined();
  });
});
