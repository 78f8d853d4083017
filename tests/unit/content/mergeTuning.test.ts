import { describe, expect, it } from "vitest";
import { mergeTuning, TuningError } from "../../../src/content/mergeTuning.ts";
import { formatChanges } from "../../../src/content/tuningDiff.ts";
import { changedLines, DEMO } from "./mergeFixtures.ts";

describe("merging a designer's tuning into content", () => {
  it("leaves the files byte for byte as they were when nothing changes", () => {
    for (const tuning of [
      {},
      { slideshow: {}, strip: {} },
      { slideshow: { animation: "slideLeft", duration: 500, autoplay: { delay: 7000 } } },
      { strip: { animation: "fadeDelay", autoplay: 0, delay: 5 }, slideshow: { boxes: {} } },
    ]) {
      const out = mergeTuning(DEMO, tuning);
      expect(out.gallery).toBe(DEMO.gallery);
      expect(out.strips).toBe(DEMO.strips);
      expect(out.changes).toEqual([]);
    }
  });

  it("merges nested objects field by field and keeps the content's other fields and key order", () => {
    const out = mergeTuning(DEMO, {
      slideshow: { autoplay: { delay: 4000 }, duration: 800, boxes: { rows: 4 } },
    });
    expect(JSON.parse(out.gallery).settings).toEqual({
      animation: "slideLeft",
      duration: 800,
      autoplay: { enabled: false, delay: 4000 },
      boxes: { rows: 4 },
    });
    expect(Object.keys(JSON.parse(out.gallery).settings)).toEqual([
      "animation",
      "duration",
      "autoplay",
      "boxes",
    ]);
    // Only the settings line differs; the slides are untouched.
    expect(changedLines(DEMO.gallery, out.gallery)).toEqual([
      '  "settings": { "animation": "slideLeft", "duration": 800, "autoplay": { "enabled": false, "delay": 4000 }, "boxes": { "rows": 4 } },',
    ]);
    expect(out.strips).toBe(DEMO.strips);
    expect(out.changes).toEqual([
      { file: "content/gallery.json", path: "settings.autoplay.delay", old: 7000, new: 4000 },
      { file: "content/gallery.json", path: "settings.duration", old: 500, new: 800 },
      { file: "content/gallery.json", path: "settings.boxes.rows", old: undefined, new: 4 },
    ]);
    // A second merge of the other half keeps the first's rows.
    const again = mergeTuning({ ...DEMO, gallery: out.gallery }, { slideshow: { boxes: { cols: 8 } } });
    expect(JSON.parse(again.gallery).settings.boxes).toEqual({ rows: 4, cols: 8 });
  });

  it("adds the gallery's settings when content has none, above the slides", () => {
    const gallery = DEMO.gallery.replace(/ {2}"settings": .*\n/, "");
    const out = mergeTuning({ ...DEMO, gallery }, { slideshow: { blinds: 12 } });
    expect(out.gallery).toBe(gallery.replace('  "slides"', '  "settings": { "blinds": 12 },\n  "slides"'));
    expect(out.changes).toEqual([
      { file: "content/gallery.json", path: "settings.blinds", old: undefined, new: 12 },
    ]);
  });

  it("refuses fields content has no place for, naming each as the export does", () => {
    const refused = (tuning: unknown) => {
      try {
        mergeTuning(DEMO, tuning);
      } catch (error) {
        expect(error).toBeInstanceOf(TuningError);
        return (error as TuningError).problems;
      }
      throw new Error("merged without an error");
    };
    expect(refused({ slideshow: { durration: 5, boxes: { depth: 2 } }, colour: "red" })).toEqual([
      "slideshow.boxes.depth: unknown field",
      "slideshow.durration: unknown field",
      "colour: unknown field",
    ]);
    expect(refused({ strip: { title: "Not motion", motion: { zoom: { duration: 1 } } } })).toEqual([
      "strip.motion.zoom: unknown field",
      "strip.title: unknown field",
    ]);
    expect(refused({ slideshow: 5 })).toEqual(["slideshow: must be an object"]);
    expect(refused([])).toEqual(['the tuning must be a JSON object: { "slideshow": …, "strip": … }']);
  });

  it("leaves values to the build's validation: a refused value is merged, not judged here", () => {
    const out = mergeTuning(DEMO, { slideshow: { duration: -5 } });
    expect(JSON.parse(out.gallery).settings.duration).toBe(-5);
  });

  it("shows the changes as a person reads them", () => {
    const out = mergeTuning(DEMO, {
      slideshow: { duration: 800, ease: "power2.out" },
      strip: { animation: "flyIn" },
    });
    expect(formatChanges(out.changes)).toBe(
      [
        "content/gallery.json",
        "  settings.duration: 500 → 800",
        '  settings.ease: (not set) → "power2.out"',
        "content/strips.json",
        '  modules[id=101].animation: "fadeDelay" → "flyIn"',
      ].join("\n"),
    );
    expect(formatChanges([])).toBe("No change: content already has these values.");
  });
});
