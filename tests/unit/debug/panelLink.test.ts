import { afterEach, describe, expect, it, vi } from "vitest";
import { slideshowDraft, stripDraft, withSlideshowField } from "../../../src/debug/fields.ts";
import { linkPanel } from "../../../src/debug/panelLink.ts";
import { createMotionStore, MOTION_KEY } from "../../../src/motion/motionStore.ts";
import {
  loadMotionSettings,
  type MotionSettings,
  motionSettingsSchema,
  parseMotionSettings,
} from "../../../src/motion/settings.ts";
import { resolveOptions as resolveSlideshow } from "../../../src/widgets/slideshow/options.ts";
import { resolveOptions as resolveStrip } from "../../../src/widgets/strip/options.ts";
import { CONTENT_MOTION } from "../../support/contentMotion.ts";
import { memoryStorage } from "../../support/memoryStorage.ts";

// The widgets' resolveOptions, counted.
vi.mock("../../../src/widgets/slideshow/options.ts", async (original) => {
  const actual = await original<typeof import("../../../src/widgets/slideshow/options.ts")>();
  return { ...actual, resolveOptions: vi.fn(actual.resolveOptions) };
});
vi.mock("../../../src/widgets/strip/options.ts", async (original) => {
  const actual = await original<typeof import("../../../src/widgets/strip/options.ts")>();
  return { ...actual, resolveOptions: vi.fn(actual.resolveOptions) };
});

const content = CONTENT_MOTION;

/** A store, another subscriber (a widget) and a panel whose show() draws both folders, as panel.ts does. */
function setUp() {
  const storage = memoryStorage();
  const store = createMotionStore(storage);
  const widget = vi.fn();
  store.subscribe(widget);
  const shown: MotionSettings[] = [];
  const alerts: string[] = [];
  const panel = {
    show(settings: MotionSettings) {
      shown.push(settings);
      slideshowDraft(content, settings);
      stripDraft(content, settings);
    },
    alert: (message: string) => void alerts.push(message),
  };
  const link = linkPanel(store, storage, panel);
  panel.show(store.get());
  shown.length = 0;
  vi.mocked(resolveSlideshow).mockClear();
  vi.mocked(resolveStrip).mockClear();
  return { storage, store, widget, shown, alerts, panel, link };
}

afterEach(() => vi.restoreAllMocks());

describe("the panel's link to the store", () => {
  it("checks a commit once, stores it, tells the widgets and shows it itself, without an echo", () => {
    const { storage, store, widget, shown, alerts, panel, link } = setUp();
    const parse = vi.spyOn(motionSettingsSchema, "safeParse");
    const draft = { ...slideshowDraft(content, {}), duration: 750 };
    link.commit((s) => withSlideshowField(content, s, draft, "duration"));
    expect(parse).toHaveBeenCalledTimes(1);
    // Resolved once, as the edit is checked; the panel then shows that same value.
    expect(resolveSlideshow).toHaveBeenCalledTimes(1);
    expect(resolveStrip).not.toHaveBeenCalled();
    expect(shown).toEqual([{ slideshow: { duration: 750 } }]);
    expect(shown[0]).toBe(store.get());
    expect(widget).toHaveBeenCalledTimes(1);
    expect(widget).toHaveBeenCalledWith(panel);
    expect(storage.map.get(MOTION_KEY)).toBe('{"slideshow":{"duration":750}}');
    expect(alerts).toEqual([""]);
  });

  it("stores an import checked when it was parsed, without parsing it again", () => {
    const { store, shown, link } = setUp();
    const parse = vi.spyOn(motionSettingsSchema, "safeParse");
    const imported = parseMotionSettings('{"strip":{"animation":"flyIn"}}');
    if (imported instanceof Error) throw imported;
    link.commit(() => imported);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe(imported);
    expect(shown).toEqual([imported]);
  });

  it("shows the changes it did not make: a clear, a load from storage", () => {
    const { storage, store, shown, link } = setUp();
    link.commit(() => ({ slideshow: { duration: 750 } }));
    store.clear();
    expect(shown).toEqual([{ slideshow: { duration: 750 } }, {}]);
    storage.setItem(MOTION_KEY, '{"slideshow":{"blinds":8}}');
    loadMotionSettings(store, storage);
    expect(shown.at(-1)).toEqual({ slideshow: { blinds: 8 } });
    link.stop();
    store.clear();
    expect(shown).toHaveLength(3);
  });

  it("refuses a bad value with its message, stores and tells nothing, and shows the stored settings again", () => {
    const { storage, store, widget, shown, alerts, link } = setUp();
    const draft = { ...slideshowDraft(content, {}), duration: -5 };
    link.commit((s) => withSlideshowField(content, s, draft, "duration"));
    expect(alerts).toEqual([expect.stringMatching(/^Invalid duration: -5 /)]);
    expect(shown).toEqual([store.get()]);
    expect(widget).not.toHaveBeenCalled();
    expect(storage.map.size).toBe(0);
    const tooMany = { ...slideshowDraft(content, {}), blinds: 100 };
    link.commit((s) => withSlideshowField(content, s, tooMany, "blinds"));
    expect(alerts.at(-1)).toMatch(/^Invalid motion settings: slideshow\.blinds /);
  });
});
