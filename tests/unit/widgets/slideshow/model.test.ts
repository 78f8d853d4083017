import { describe, expect, it } from "vitest";
import { type Change, createSlideshowModel } from "../../../../src/widgets/slideshow/model.ts";
import { TRANSITION_NAMES } from "../../../../src/widgets/slideshow/options.ts";

const make = (over: Partial<Parameters<typeof createSlideshowModel>[0]> = {}) =>
  createSlideshowModel({
    count: 4,
    animation: "slideLeft",
    autoplay: { enabled: true, delay: 1000 },
    ...over,
  });

/** A seeded 0..1 source (mulberry32). */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("slideshow model", () => {
  it("wraps: next from the last slide goes to the first, previous from the first to the last", () => {
    const m = make();
    const back = m.go("previous") as Change;
    expect(back).toMatchObject({
      from: 0,
      to: 3,
      direction: "backward",
      animation: "slideLeft",
      cause: "user",
    });
    m.finish(back.id);
    const next = m.go("next") as Change;
    expect(next).toMatchObject({ from: 3, to: 0, direction: "forward" });
    m.finish(next.id);
    expect(m.state().index).toBe(0);
  });

  it("ignores a jump while a change runs, and a jump to the current slide", () => {
    const m = make();
    const first = m.go(2) as Change;
    expect(m.go("next")).toBeUndefined();
    expect(m.go(1)).toBeUndefined();
    expect(m.state()).toMatchObject({ index: 2, running: first });
    m.finish(first.id + 99); // a stale finish changes nothing
    expect(m.state().running).toBe(first);
    m.finish(first.id);
    expect(m.state().running).toBeUndefined();
    expect(m.go(2)).toBeUndefined();
    expect(m.go(1)).toMatchObject({ from: 2, to: 1, direction: "backward" });
  });

  it("emits change and settle events, and clears them all on destroy (twice is safe)", () => {
    const m = make();
    const seen: string[] = [];
    m.on("change", (c) => seen.push(`change ${c.from}->${c.to}`));
    m.on("settle", (s) => seen.push(`settle ${s.index}`));
    const c = m.go("next") as Change;
    m.finish(c.id);
    expect(seen).toEqual(["change 0->1", "settle 1"]);
    m.destroy();
    m.destroy();
    expect(m.go("next")).toBeUndefined();
    expect(seen).toHaveLength(2);
  });

  it("fills the progress bar over the delay and advances when it is full", () => {
    const m = make();
    expect(m.tick(250)).toBeUndefined();
    expect(m.state().progress).toBeCloseTo(0.25);
    const c = m.tick(750);
    expect(c).toMatchObject({ from: 0, to: 1, cause: "auto" });
    expect(m.state().progress).toBe(0);
  });

  it("pauses the progress during a transition, on hover, focus, hidden tab, held finger and zoom", () => {
    const m = make();
    const c = m.go("next") as Change;
    m.tick(2000);
    expect(m.state().progress).toBe(0); // running
    m.finish(c.id);
    for (const reason of ["hover", "focus", "hidden", "hold", "zoom", "user"] as const) {
      m.tick(100);
      const before = m.state().progress;
      m.hold(reason);
      expect(m.isAdvancing()).toBe(false);
      m.tick(5000);
      expect(m.state().progress).toBe(before);
      m.release(reason);
      expect(m.isAdvancing()).toBe(true);
    }
    expect(m.state().progress).toBeCloseTo(0.6);
  });

  it("resumes from where it paused, needing every hold released", () => {
    const m = make();
    m.tick(400);
    m.hold("hover");
    m.hold("focus");
    m.release("hover");
    m.tick(400);
    expect(m.state().progress).toBeCloseTo(0.4);
    m.release("focus");
    m.tick(400);
    expect(m.state().progress).toBeCloseTo(0.8);
  });

  it("stops and restarts with the pause button, and never rotates with autoplay off", () => {
    const m = make();
    const playing: boolean[] = [];
    m.on("playing", (e) => playing.push(e.playing));
    m.setPlaying(false);
    expect(m.tick(5000)).toBeUndefined();
    m.setPlaying(true);
    expect(m.tick(1000)).toMatchObject({ cause: "auto" });
    expect(playing).toEqual([false, true]);
    const off = make({ autoplay: { enabled: false, delay: 1000 } });
    expect(off.tick(10_000)).toBeUndefined();
    expect(off.state().playing).toBe(false);
  });

  it("lets the play button outrank the hover and focus pauses", () => {
    const m = make();
    m.togglePlaying();
    expect(m.state().playing).toBe(false);
    m.hold("hover");
    m.hold("focus");
    m.togglePlaying();
    expect(m.state()).toMatchObject({ playing: true });
    expect(m.isAdvancing()).toBe(true);
  });

  it("picks one of the 18 transitions at each change for random, reproducibly with a seed", () => {
    const run = () => {
      const m = make({ count: 3, animation: "random", random: seeded(42) });
      const names: string[] = [];
      for (let i = 0; i < 30; i++) {
        const c = m.go("next") as Change;
        names.push(c.animation);
        m.finish(c.id);
      }
      return names;
    };
    const names = run();
    expect(names).toEqual(run());
    expect(names.every((n) => (TRANSITION_NAMES as readonly string[]).includes(n))).toBe(true);
    expect(new Set(names).size).toBeGreaterThan(5);
  });

  it("picks among the pool it is configured with, and the 18 again when it is taken away", () => {
    const m = make({ count: 3, animation: "random", random: seeded(7) });
    const pool = ["gl:Directional", "gl:cube", "crossfade"] as const;
    const names = (n: number) =>
      Array.from({ length: n }, () => {
        const c = m.go("next") as Change;
        m.finish(c.id);
        return c.animation;
      });
    m.configure({ animation: "random", autoplay: { enabled: false, delay: 1000 }, randomPool: pool });
    const picked = names(30);
    expect(new Set(picked)).toEqual(new Set(pool));
    m.configure({ animation: "random", autoplay: { enabled: false, delay: 1000 } });
    expect(names(30).every((n) => (TRANSITION_NAMES as readonly string[]).includes(n))).toBe(true);
  });

  it("does nothing with a single slide", () => {
    const m = make({ count: 1 });
    expect(m.go("next")).toBeUndefined();
    expect(m.tick(5000)).toBeUndefined();
  });

  it("replays the last change with the animation configured now; before any, plays the next slide", () => {
    const m = make({ autoplay: { enabled: false, delay: 1000 } });
    const next = m.replay() as Change;
    expect(next).toMatchObject({ from: 0, to: 1, cause: "user" });
    expect(m.replay()).toBeUndefined(); // one is running
    m.finish(next.id);
    const first = m.go(0) as Change;
    m.finish(first.id);
    m.go(2);
    m.finish(m.state().running?.id ?? 0);
    m.configure({ animation: "boxesRandom", autoplay: { enabled: false, delay: 1000 } });
    const again = m.replay() as Change;
    expect(again).toMatchObject({ from: 0, to: 2, animation: "boxesRandom", cause: "user" });
    expect(again.id).not.toBe(first.id);
    m.finish(again.id);
    expect(m.state().index).toBe(2);
    m.configure({ animation: "random", autoplay: { enabled: false, delay: 1000 } });
    expect(m.replay()).toMatchObject({ animation: "boxesRandom" });
  });

  it("configure switches autoplay and its delay from now on", () => {
    const m = make({ autoplay: { enabled: false, delay: 1000 } });
    const playing: boolean[] = [];
    m.on("playing", (e) => playing.push(e.playing));
    m.configure({ animation: "slideLeft", autoplay: { enabled: true, delay: 200 } });
    expect(m.state().playing).toBe(true);
    expect(m.tick(100)).toBeUndefined();
    expect(m.tick(100)).toMatchObject({ to: 1, cause: "auto" });
    m.configure({ animation: "slideLeft", autoplay: { enabled: false, delay: 200 } });
    expect(playing).toEqual([true, false]);
  });
});
