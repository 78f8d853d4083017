import { afterEach, describe, expect, it, vi } from "vitest";
import { checkImport } from "../../../src/debug/importCheck.ts";
import {
  checkTuningLink,
  decodeTuning,
  encodeTuning,
  openTuningLink,
  tuningLink,
} from "../../../src/debug/tuningLink.ts";
import { createMotionStore, MOTION_KEY } from "../../../src/motion/motionStore.ts";
import type { MotionSettings } from "../../../src/motion/settings.ts";
import { CONTENT_MOTION } from "../../support/contentMotion.ts";
import { memoryStorage } from "../../support/memoryStorage.ts";

const content = CONTENT_MOTION;
const TUNED: MotionSettings = {
  slideshow: {
    animation: "blindsMirrorIn",
    duration: 800,
    ease: "power2.out",
    stagger: { blindsMirrorIn: 40 },
  },
  strip: { animation: "flyIn", motion: { flyIn: { duration: 600, stagger: 120, extraDistance: 40 } } },
};
/** The parameter's value for some text, as a hand-made (or tampered) link would carry it: Node's own base64url. */
const carryingText = (text: string) => Buffer.from(text).toString("base64url");
const carrying = (json: unknown) => carryingText(JSON.stringify(json));

afterEach(() => vi.restoreAllMocks());

describe("the tuning in a link", () => {
  it("round-trips through URL-safe characters only", async () => {
    const value = encodeTuning(TUNED);
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(value).toBe(carrying(TUNED));
    expect(JSON.parse(decodeTuning(value) as string)).toEqual(TUNED);
    expect(await checkTuningLink(content, value)).toEqual(TUNED);
    // Text beyond ASCII (none is valid settings yet) comes back as it went, through UTF-8.
    const beyond = { slideshow: { ease: "élan ✓" } } as MotionSettings;
    expect(encodeTuning(beyond)).toBe(carrying(beyond));
    expect(decodeTuning(carrying(beyond))).toBe('{"slideshow":{"ease":"élan ✓"}}');
  });

  it("is put in the page's address without ?debug, the rest of the address kept", () => {
    const link = new URL(tuningLink("https://example.com/cars?debug&lang=fr#fleet", TUNED));
    expect(link.pathname).toBe("/cars");
    expect(link.searchParams.has("debug")).toBe(false);
    expect(link.searchParams.get("lang")).toBe("fr");
    expect(link.hash).toBe("#fleet");
    expect(JSON.parse(decodeTuning(link.searchParams.get("tuning")!) as string)).toEqual(TUNED);
  });

  it("refuses a value that is not base64url of UTF-8 text", async () => {
    // Characters outside base64url, a length no base64 has, bytes that are not UTF-8.
    for (const value of ["eyJ9+/==", "abc!", "a", "_w"]) {
      const refused = await checkTuningLink(content, value);
      expect(refused).toBeInstanceOf(Error);
      expect((refused as Error).message).toBe(
        "The link's tuning is not base64url text (A-Z, a-z, 0-9, - and _) as the panel's Copy link writes it",
      );
    }
    expect(((await checkTuningLink(content, carryingText("{"))) as Error).message).toBe(
      "Motion settings are not valid JSON",
    );
  });

  it("refuses what Import refuses, in Import's words", async () => {
    const cases = [
      { settings: { slideshow: { durration: 800 } }, says: 'slideshow has no field "durration"' },
      { settings: { slideshow: { blinds: 1000 } }, says: "slideshow.blinds 1000 is not allowed" },
      { settings: { slideshow: { animation: "gl:nope" } }, says: "gl:nope" },
      { settings: [], says: "expected an object" },
    ];
    for (const { settings, says } of cases) {
      const refused = await checkTuningLink(content, carrying(settings));
      const imported = await checkImport(content, JSON.stringify(settings));
      expect(refused).toBeInstanceOf(Error);
      expect((refused as Error).message).toBe((imported as Error).message);
      expect((refused as Error).message).toContain(says);
    }
  });
});

/** A page at `href` with a store and storage of its own. */
function pageAt(href: string) {
  const storage = memoryStorage();
  const replaceState = vi.fn();
  const page = {
    store: createMotionStore(storage),
    storage,
    location: { href },
    history: { replaceState, state: null },
  };
  return { page, storage, replaceState };
}

describe("opening a link", () => {
  it("stores a valid tuning as an import does and takes the parameter out of the address", async () => {
    const { page, storage, replaceState } = pageAt(tuningLink("https://example.com/?lang=fr", TUNED));
    await openTuningLink(content, page);
    expect(page.store.get()).toEqual(TUNED);
    expect(JSON.parse(storage.map.get(MOTION_KEY)!)).toEqual(TUNED);
    expect(replaceState).toHaveBeenCalledWith(null, "", "https://example.com/?lang=fr");
  });

  it("ignores an invalid one with a warning naming what is wrong, and takes it out of the address", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const hostile = `https://example.com/?tuning=${carrying({ slideshow: { duration: 1e9 } })}`;
    const { page, storage, replaceState } = pageAt(hostile);
    await openTuningLink(content, page);
    expect(page.store.get()).toEqual({});
    expect(storage.map.size).toBe(0);
    expect(replaceState).toHaveBeenCalledWith(null, "", "https://example.com/");
    expect(warn.mock.calls).toEqual([
      [
        'Ignoring the tuned motion in the link\'s "tuning" parameter: Invalid motion settings: slideshow.duration ' +
          "1000000000 is not allowed: must be 0 to 5000 ms (nearest allowed: 5000 ms)",
      ],
    ]);
  });

  it("does nothing without the parameter", async () => {
    const { page, replaceState } = pageAt("https://example.com/?debug");
    await openTuningLink(content, page);
    expect(page.store.get()).toEqual({});
    expect(replaceState).not.toHaveBeenCalled();
  });
});
