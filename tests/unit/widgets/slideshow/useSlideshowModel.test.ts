// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { motionStore } from "../../../../src/motion/motionStore.ts";
import { resolveOptions, type SlideshowOptionsInput } from "../../../../src/widgets/slideshow/options.ts";
import { useSlideshowModel } from "../../../../src/widgets/slideshow/useSlideshowModel.ts";
import "../../../support/dom.ts";

/** The hook over options the test can tune, as the debug panel does through the motion store. */
function setup(settings: SlideshowOptionsInput, { count = 3, reduced = false } = {}) {
  let current = resolveOptions(settings);
  const options = () => current;
  const hook = renderHook(
    (p: { count: number; reduced: boolean }) => useSlideshowModel(p.count, options, p.reduced),
    {
      initialProps: { count, reduced },
    },
  );
  const tune = (next: SlideshowOptionsInput) => {
    current = resolveOptions({ ...settings, ...next });
    act(() => motionStore.publish({}));
  };
  return { model: () => hook.result.current!, hook, tune };
}

/** Plays one change to its end and says what it played. */
function change(model: ReturnType<ReturnType<typeof setup>["model"]>) {
  const c = model.go("next")!;
  model.finish(c.id);
  return c.animation;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => motionStore.publish({}));

describe("useSlideshowModel", () => {
  it("makes the model from the options, autoplaying when they say so", () => {
    const { model } = setup({ animation: "slideLeft", autoplay: { enabled: true, delay: 3000 } });
    expect(model().state()).toMatchObject({ count: 3, index: 0, playing: true });
    expect(change(model())).toBe("slideLeft");
  });

  it("applies tuned settings from the next change on, and autoplay's switch at once", () => {
    const { model, tune } = setup({ animation: "slideLeft", autoplay: { enabled: true } });
    tune({ animation: "crossfade", autoplay: { enabled: false } });
    expect(model().state().playing).toBe(false);
    expect(change(model())).toBe("crossfade");
  });

  it("stops autoplay under reduced motion, at mount and when it is asked for later", () => {
    const still = setup({ autoplay: { enabled: true } }, { reduced: true });
    expect(still.model().state().playing).toBe(false);
    const { model, hook } = setup({ autoplay: { enabled: true } });
    hook.rerender({ count: 3, reduced: true });
    expect(model().state().playing).toBe(false);
  });

  it("keeps autoplay stopped under reduced motion when a tuned setting switches it on", () => {
    const { model, tune } = setup({ autoplay: { enabled: false } }, { reduced: true });
    tune({ autoplay: { enabled: true } });
    expect(model().state().playing).toBe(false);
  });

  it("has random pick among the catalogue too once its names have come, when the options say so", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0.9999);
    const plain = setup({ animation: "random" });
    // Time enough for the catalogue's names to come, had they been asked for.
    await act(() => import("../../../../src/widgets/slideshow/glCatalogue.ts").then(() => sleep(50)));
    expect(change(plain.model())).not.toMatch(/^gl:/);
    const { model } = setup({ animation: "random", randomIncludesCatalogue: true });
    await waitFor(() => expect(change(model())).toMatch(/^gl:/), { timeout: 10_000 });
  });

  it("plays the last change again when the debug panel asks", () => {
    const { model } = setup({ animation: "crossfade" });
    change(model());
    const replayed = vi.fn();
    model().on("change", replayed);
    act(() => motionStore.replay());
    expect(replayed).toHaveBeenCalledWith(expect.objectContaining({ from: 0, to: 1 }));
  });

  it("tells the panel its replay plays: before any change the next slide, after one the last", () => {
    const { model } = setup({ animation: "crossfade" });
    const replay = () => {
      let played: string | undefined;
      act(() => {
        played = motionStore.replay();
      });
      return played;
    };
    expect(replay()).toBe("slideshow");
    const first = model().state().running;
    expect(first).toMatchObject({ from: 0, to: 1 });
    model().finish(first?.id ?? 0);
    change(model());
    expect(replay()).toBe("slideshow");
    expect(replay()).toBe("slideshow"); // ignored, but the replay is playing
  });

  it("destroys its model on unmount, and makes a new one for a new count", () => {
    const { model, hook } = setup({});
    const first = model();
    hook.rerender({ count: 5, reduced: false });
    expect(model()).not.toBe(first);
    expect(model().state().count).toBe(5);
    expect(first.go("next")).toBeUndefined();
    const second = model();
    hook.unmount();
    expect(second.go("next")).toBeUndefined();
  });
});
