import { afterEach, describe, expect, it, vi } from "vitest";
import { gallerySchema, stripModuleSchema } from "../../../src/content/schema.ts";
import { createMotionStore, isEmpty } from "../../../src/motion/motionStore.ts";
import {
  loadMotionSettings,
  MOTION_KEY,
  type MotionSettings,
  parseMotionSettings,
  readMotionSettings,
  saveMotionSettings,
  writeMotionSettings,
} from "../../../src/motion/settings.ts";
import { memoryStorage } from "../../support/memoryStorage.ts";

const TUNED: MotionSettings = {
  slideshow: {
    animation: "boxesRandom",
    duration: 900,
    ease: "cubic-bezier(0.2, 0.8, 0.2, 1)",
    stagger: { boxesRandom: 12, crossfade: 0 },
    autoplay: { enabled: true, delay: 4000 },
    blinds: 16,
    boxes: { rows: 4, cols: 8 },
  },
  strip: {
    animation: "flyIn",
    autoplay: 1,
    delay: 3,
    ease: "power2.out",
    motion: { flyIn: { duration: 700, stagger: 120, extraDistance: 40 }, fade: { duration: "slow" } },
  },
};

afterEach(() => vi.restoreAllMocks());

describe("motion settings", () => {
  it("round-trips through storage under grandtour:motion", () => {
    const storage = memoryStorage();
    writeMotionSettings(storage, TUNED);
    expect(JSON.parse(storage.map.get(MOTION_KEY)!)).toEqual(TUNED);
    expect(readMotionSettings(storage)).toEqual(TUNED);
  });

  it("uses the content schema's field names: an export is valid content", () => {
    const gallery = gallerySchema.parse({
      label: "G",
      settings: TUNED.slideshow,
      slides: [{ image: "a.svg", title: "A", caption: "B" }],
    });
    expect(gallery.settings).toMatchObject(TUNED.slideshow!);
    const strip = stripModuleSchema.parse({
      id: 1,
      title: "S",
      items: [{ title: "T", text: "X", image: "a.svg" }],
      ...TUNED.strip,
    });
    expect(strip).toMatchObject(TUNED.strip!);
  });

  it.each([
    ['{"slideshow":{"duration":-5}}', /slideshow\.duration/],
    ['{"slideshow":{"ease":"wobbly"}}', /slideshow\.ease must be a GSAP ease/],
    ['{"slideshow":{"boxes":{"rows":0}}}', /slideshow\.boxes\.rows/],
    ['{"slideshow":{"animation":"spin"}}', /slideshow\.animation/],
    ['{"strip":{"motion":{"flyIn":{"stagger":-1}}}}', /strip\.motion\.flyIn\.stagger/],
    ['{"strip":{"speed":3}}', /Invalid motion settings/],
    ["{not json", /not valid JSON/],
  ])("refuses %s and says where", (json, message) => {
    const parsed = parseMotionSettings(json);
    expect(parsed).toBeInstanceOf(Error);
    expect((parsed as Error).message).toMatch(message);
  });

  it("ignores invalid stored settings with a console warning, never throwing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(readMotionSettings(memoryStorage('{"slideshow":{"blinds":0}}'))).toEqual({});
    expect(readMotionSettings(memoryStorage("]]"))).toEqual({});
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toMatch(/^Ignoring the tuned motion in localStorage "grandtour:motion": /);
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
    };
    expect(readMotionSettings(throwing)).toEqual({});
    expect(readMotionSettings(undefined)).toEqual({});
  });

  it("never stores invalid settings, and removes the key for empty ones", () => {
    const storage = memoryStorage(JSON.stringify(TUNED));
    expect(() => writeMotionSettings(storage, { slideshow: { duration: -1 } })).toThrowError(/duration/);
    expect(readMotionSettings(storage)).toEqual(TUNED);
    writeMotionSettings(storage, { slideshow: {}, strip: {} });
    expect(storage.map.has(MOTION_KEY)).toBe(false);
    expect(isEmpty({ slideshow: {} })).toBe(true);
    expect(isEmpty(TUNED)).toBe(false);
  });
});

describe("motion store", () => {
  it("loads stored settings, publishes saves and clears, and refuses bad settings", () => {
    const storage = memoryStorage(JSON.stringify({ slideshow: { duration: 700 } }));
    const store = createMotionStore(storage);
    const seen: MotionSettings[] = [];
    const stop = store.subscribe(() => seen.push(store.get()));
    expect(store.get()).toEqual({});
    expect(store.hasStored()).toBe(true);
    loadMotionSettings(store, storage);
    expect(store.get()).toEqual({ slideshow: { duration: 700 } });
    expect(store.get()).toBe(store.get());
    saveMotionSettings(store, storage, TUNED);
    expect(() => saveMotionSettings(store, storage, { slideshow: { boxes: { cols: 0 } } })).toThrowError(
      /boxes\.cols/,
    );
    expect(store.get()).toEqual(TUNED);
    expect(readMotionSettings(storage)).toEqual(TUNED);
    store.clear();
    expect(storage.map.has(MOTION_KEY)).toBe(false);
    expect(store.hasStored()).toBe(false);
    expect(seen).toEqual([{ slideshow: { duration: 700 } }, TUNED, {}]);
    stop();
    saveMotionSettings(store, storage, TUNED);
    expect(seen).toHaveLength(3);
  });

  it("keeps playback apart from the stored settings and relays replays", () => {
    const storage = memoryStorage();
    const store = createMotionStore(storage);
    store.setPlayback({ timeScale: 0.25 });
    expect(store.playback()).toEqual({ timeScale: 0.25, loop: false });
    expect(storage.map.size).toBe(0);
    let replays = 0;
    const stop = store.onReplay(() => replays++);
    store.replay();
    stop();
    store.replay();
    expect(replays).toBe(1);
  });
});
