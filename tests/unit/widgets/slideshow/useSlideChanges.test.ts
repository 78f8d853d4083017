// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createGpuSlot, type Playing } from "../../../../src/gpu/player.ts";
import { motionStore } from "../../../../src/motion/motionStore.ts";
import { createSlideshowModel } from "../../../../src/widgets/slideshow/model.ts";
import { resolveOptions, type SlideshowOptionsInput } from "../../../../src/widgets/slideshow/options.ts";
import type { PlayedChange } from "../../../../src/widgets/slideshow/types.ts";
import { useSlideChanges } from "../../../../src/widgets/slideshow/useSlideChanges.ts";
import { mount } from "../../dom.ts";

/** A canvas player whose changes end only when the test says. */
function canvas() {
  const played: (PlayedChange & { end: () => void; finished: () => boolean })[] = [];
  const player = (change: PlayedChange): Playing => {
    let end = () => {};
    let finished = false;
    const done = new Promise<void>((resolve) => {
      end = resolve;
    });
    played.push({ ...change, end, finished: () => finished });
    return {
      done,
      finish: () => {
        finished = true;
        end();
      },
    };
  };
  return { player, played };
}

/** Three slides, no autoplay, 500 ms changes unless `settings` say otherwise. */
function setup(settings: SlideshowOptionsInput = {}, reduced = false) {
  let current = resolveOptions({
    animation: "crossfade",
    duration: 500,
    autoplay: { enabled: false },
    ...settings,
  });
  const options = () => current;
  const model = createSlideshowModel({ count: 3, animation: current.animation, autoplay: current.autoplay });
  const region = { current: mount('<section><div class="slideshow__captions"></div></section>') };
  const slot = createGpuSlot<PlayedChange>();
  const hook = renderHook(() => useSlideChanges(model, options, { region, slot, reduced }));
  const configure = (next: SlideshowOptionsInput) => {
    current = resolveOptions({ ...settings, ...next });
    model.configure(current);
  };
  return { model, slot, region: region.current, hook, shown: () => hook.result.current, configure };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const go = (model: ReturnType<typeof setup>["model"]) => act(() => void model.go("next"));

beforeEach(() => vi.useFakeTimers());
afterEach(() => motionStore.setPlayback({ loop: false, timeScale: 1 }));

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

  it("replays a looped change a moment after it settles (the debug panel's loop)", async () => {
    motionStore.setPlayback({ loop: true });
    const { model, shown } = setup();
    go(model);
    await wait(600);
    expect(shown()).toEqual({ index: 1 });
    await wait(500);
    expect(shown().change).toBeUndefined();
    await wait(200);
    expect(shown().change).toMatchObject({ from: 0, to: 1 });
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
