import { afterEach, describe, expect, it, vi } from "vitest";
import { createMotionStore, MOTION_KEY, type Writer } from "../../../src/motion/motionStore.ts";
import { LOOP_PAUSE } from "../../../src/motion/replays.ts";
import { resolveOnce } from "../../../src/motion/resolveOnce.ts";
import {
  motionSettingsSchema,
  parseMotionSettings,
  saveMotionSettings,
  storeMotionSettings,
} from "../../../src/motion/settings.ts";
import { memoryStorage } from "../../support/memoryStorage.ts";

afterEach(() => vi.restoreAllMocks());

describe("the motion store says who wrote", () => {
  it("tells each subscriber the writer of a change; clearing and loading are anonymous", () => {
    const store = createMotionStore(memoryStorage());
    const panel = {};
    const heard: Writer[] = [];
    store.subscribe((writer) => heard.push(writer));
    store.publish({ slideshow: { duration: 900 } }, panel);
    store.publish({});
    store.clear();
    expect(heard).toEqual([panel, undefined, undefined]);
    expect(heard[0]).toBe(panel);
  });

  it("notifies no one when playback changes: it is read as each change starts", () => {
    const store = createMotionStore(memoryStorage());
    const heard = vi.fn();
    store.subscribe(heard);
    store.setPlayback({ timeScale: 0.25, loop: true });
    expect(heard).not.toHaveBeenCalled();
    expect(store.playback()).toEqual({ timeScale: 0.25, loop: true });
  });

  it("tells the playback's own listeners (the panel's switches, GSDevTools' speed) each setting", () => {
    const store = createMotionStore(memoryStorage());
    const heard = vi.fn();
    const off = store.onPlayback(heard);
    store.setPlayback({ timeScale: 0.25 });
    off();
    store.setPlayback({ loop: true });
    expect(heard.mock.calls).toEqual([[{ timeScale: 0.25, loop: false }]]);
  });
});

describe("the motion store's undo and replay", () => {
  it("restores cleared settings exactly, stored and published (an Undo)", () => {
    const storage = memoryStorage('{"slideshow":{"duration":900}}');
    const store = createMotionStore(storage);
    const before = { slideshow: { duration: 900 } };
    store.publish(before);
    store.clear();
    expect(storage.map.has(MOTION_KEY)).toBe(false);
    const heard = vi.fn();
    store.subscribe(heard);
    store.restore(before);
    expect(store.get()).toBe(before);
    expect(storage.map.get(MOTION_KEY)).toBe('{"slideshow":{"duration":900}}');
    expect(heard).toHaveBeenCalledTimes(1);
    store.restore({});
    expect(storage.map.has(MOTION_KEY)).toBe(false);
  });

  it("says which widget replays: none with no one to play it, nor when its player plays nothing", () => {
    const store = createMotionStore(memoryStorage());
    expect(store.replay()).toBeUndefined();
    let last: object | undefined;
    const stop = store.onReplay(() => last);
    expect(store.replay()).toBeUndefined();
    last = { from: 0, to: 1 };
    expect(store.replay()).toBe("slideshow");
    stop();
    expect(store.replay()).toBeUndefined();
  });

  it("replays the widget that changed last, else the slideshow; asked for one, only that one", () => {
    const store = createMotionStore(memoryStorage());
    const slideshow = vi.fn(() => true);
    let strip = true;
    store.onReplay(slideshow);
    store.onReplay(() => strip, "strip");
    store.changed("strip");
    expect(store.replay()).toBe("strip");
    expect(slideshow).not.toHaveBeenCalled();
    expect(store.replay("slideshow")).toBe("slideshow");
    strip = false; // its change is gone (a DOM strip keeps none)
    expect(store.replay()).toBe("slideshow");
    store.changed("slideshow");
    strip = true;
    expect(store.replay()).toBe("slideshow");
    expect(slideshow).toHaveBeenCalledTimes(3);
  });

  it("loops the widget that changed last, LOOP_PAUSE after each end, until Loop is off", () => {
    vi.useFakeTimers();
    try {
      const store = createMotionStore(memoryStorage());
      const slideshow = vi.fn(() => true);
      const strip = vi.fn(() => true);
      store.onReplay(slideshow);
      store.onReplay(strip, "strip");
      store.changed("strip");
      store.ended("strip");
      vi.advanceTimersByTime(LOOP_PAUSE);
      expect(strip).not.toHaveBeenCalled(); // Loop off
      store.setPlayback({ loop: true });
      store.ended("slideshow"); // not the widget that changed last
      vi.advanceTimersByTime(LOOP_PAUSE);
      expect(slideshow).not.toHaveBeenCalled();
      store.ended("strip");
      vi.advanceTimersByTime(LOOP_PAUSE - 1);
      expect(strip).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(strip).toHaveBeenCalledTimes(1);
      store.ended("strip");
      store.setPlayback({ loop: false }); // unticked in the pause
      vi.advanceTimersByTime(LOOP_PAUSE);
      expect(strip).toHaveBeenCalledTimes(1);
      store.setPlayback({ loop: true });
      store.ended("strip");
      store.changed("slideshow"); // another change started in the pause
      vi.advanceTimersByTime(LOOP_PAUSE);
      expect([strip.mock.calls.length, slideshow.mock.calls.length]).toEqual([1, 0]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("tuned settings are checked once", () => {
  it("parses once to save, and not at all to store settings checked already", () => {
    const parse = vi.spyOn(motionSettingsSchema, "safeParse");
    const storage = memoryStorage();
    const store = createMotionStore(storage);
    saveMotionSettings(store, storage, { slideshow: { duration: 900 } });
    expect(parse).toHaveBeenCalledTimes(1);
    const imported = parseMotionSettings('{"strip":{"animation":"flyIn"}}');
    if (imported instanceof Error) throw imported;
    expect(parse).toHaveBeenCalledTimes(2);
    storeMotionSettings(store, storage, imported);
    expect(parse).toHaveBeenCalledTimes(2);
    expect(store.get()).toBe(imported);
    expect(storage.map.get(MOTION_KEY)).toBe('{"strip":{"animation":"flyIn"}}');
    storeMotionSettings(store, storage, { strip: {} });
    expect(storage.map.has(MOTION_KEY)).toBe(false);
  });

  it("publishes the very object it checked, so a part left alone keeps its identity", () => {
    const storage = memoryStorage();
    const store = createMotionStore(storage);
    const strip = { animation: "fade" as const };
    saveMotionSettings(store, storage, { strip });
    saveMotionSettings(store, storage, { ...store.get(), slideshow: { duration: 300 } });
    expect(store.get().strip).toBe(strip);
  });
});

describe("resolveOnce", () => {
  it("resolves once per change of the content or the tuned object", () => {
    const resolve = vi.fn((content?: { a?: number }, tuned?: { a?: number }) => ({ ...content, ...tuned }));
    const resolved = resolveOnce(resolve);
    const content = { a: 1 };
    const tuned = { a: 2 };
    const first = resolved(content, tuned);
    expect(resolved(content, tuned)).toBe(first);
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(resolved(content, { a: 2 })).toEqual(first);
    expect(resolved(content)).toEqual({ a: 1 });
    expect(resolved(content)).toEqual({ a: 1 });
    expect(resolve).toHaveBeenCalledTimes(3);
  });

  it("remembers nothing from a resolve that throws", () => {
    const resolve = vi.fn((_content?: number, tuned?: number) => {
      if (tuned === undefined || tuned < 0) throw new Error("Invalid");
      return tuned * 2;
    });
    const resolved = resolveOnce(resolve);
    expect(() => resolved(0, -1)).toThrowError("Invalid");
    expect(() => resolved(0, -1)).toThrowError("Invalid");
    expect(resolved(0, 2)).toBe(4);
    expect(resolve).toHaveBeenCalledTimes(3);
  });
});
