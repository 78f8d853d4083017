// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";

/** A fresh copy of the module, listening from its start as on a page. */
async function load() {
  vi.resetModules();
  return import("../../../src/platform/still.ts");
}

/** An animation as document.getAnimations() lists it, settled from the test. */
function animation(playState: AnimationPlayState, endTime: number) {
  let end = () => {};
  const finished = new Promise<void>((resolve) => {
    end = resolve;
  });
  const a = { playState, finished, effect: { getComputedTiming: () => ({ endTime }) } };
  return { animation: a as unknown as Animation, end };
}

const pointer = (type: string) => window.dispatchEvent(new PointerEvent(type, { pointerId: 1 }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(() => {
  vi.restoreAllMocks();
  pointer("pointercancel");
});

describe("pageIsStill", () => {
  it("waits for a held press to be released and for the motions running then to end", async () => {
    const { pageIsStill } = await load();
    const fade = animation("running", 500);
    const getAnimations = vi.fn((): Animation[] => []);
    Object.assign(document, { getAnimations });
    pointer("pointerdown");
    let still = false;
    void pageIsStill().then(() => {
      still = true;
    });
    await settle();
    expect(still).toBe(false);
    // The press's click starts a fade.
    getAnimations.mockReturnValue([fade.animation]);
    pointer("pointerup");
    await settle();
    expect(getAnimations).toHaveBeenCalled();
    expect(still).toBe(false);
    getAnimations.mockReturnValue([]);
    fade.end();
    await vi.waitFor(() => expect(still).toBe(true));
  });

  it("never waits for an endless or paused animation", async () => {
    const { pageIsStill } = await load();
    const spinner = animation("running", Number.POSITIVE_INFINITY).animation;
    const paused = animation("paused", 500).animation;
    Object.assign(document, { getAnimations: () => [spinner, paused] });
    await expect(pageIsStill()).resolves.toBeUndefined();
  });
});

describe("afterMotions", () => {
  it("runs at once when nothing moves, else once the motions running then have ended", async () => {
    const { afterMotions } = await load();
    const fade = animation("running", 500);
    const getAnimations = vi.fn((): Animation[] => [fade.animation]);
    Object.assign(document, { getAnimations });
    const task = vi.fn();
    afterMotions(task);
    await settle();
    expect(task).not.toHaveBeenCalled();
    getAnimations.mockReturnValue([]);
    fade.end();
    await vi.waitFor(() => expect(task).toHaveBeenCalledOnce());
    afterMotions(task);
    expect(task).toHaveBeenCalledTimes(2);
  });
});
