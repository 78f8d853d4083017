import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type ContentTexts, mergeTuning, TuningError } from "../../../src/content/mergeTuning.ts";
import { formatChanges } from "../../../src/content/tuningDiff.ts";
import { ROOT } from "../../support/content.ts";

const read = (name: string) => readFileSync(path.join(ROOT, "content", `${name}.json`), "utf8");
const DEMO: ContentTexts = { gallery: read("gallery"), strips: read("strips"), sections: read("sections") };

/** The lines of `after` that are not in `before`, in order: what version control would show as added. */
function changedLines(before: string, after: string) {
  const old = new Set(before.split("\n"));
  return after.split("\n").filter((line) => !old.has(line));
}

const TWO_MODULES = `{
  "modules": [
    { "id": 101, "title": "First", "animation": "fade", "items": [{ "title": "a" }] },
    {
      "id": 102,
      "title": "Second",
      "motion": { "fade": { "duration": 300 } },
      "items": [{ "title": "b" }]
    }
  ]
}
`;

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

  it("puts the strip part into the page's module by default, new fields above its items", () => {
    const out = mergeTuning(DEMO, { strip: { animation: "flyIn", motion: { flyIn: { stagger: 120 } } } });
    expect(changedLines(DEMO.strips, out.strips)).toEqual([
      '      "animation": "flyIn",',
      '      "motion": { "flyIn": { "stagger": 120 } },',
    ]);
    expect(out.strips.split("\n").length).toBe(DEMO.strips.split("\n").length + 1);
    const module = JSON.parse(out.strips).modules[0];
    expect(Object.keys(module)).toEqual([
      "id",
      "title",
      "itemsPerPage",
      "animation",
      "autoplay",
      "delay",
      "motion",
      "items",
    ]);
    expect(out.changes.map((c) => c.path)).toEqual([
      "modules[id=101].animation",
      "modules[id=101].motion.flyIn.stagger",
    ]);
    expect(out.gallery).toBe(DEMO.gallery);
  });

  it("finds a strip module by its id, and merges its motion per animation and field", () => {
    const texts = { ...DEMO, strips: TWO_MODULES };
    const out = mergeTuning(
      texts,
      { strip: { motion: { fade: { stagger: 40 }, slide: { duration: 100 } } } },
      102,
    );
    const [first, second] = JSON.parse(out.strips).modules;
    expect(first).toEqual(JSON.parse(TWO_MODULES).modules[0]);
    expect(second.motion).toEqual({ fade: { duration: 300, stagger: 40 }, slide: { duration: 100 } });
    expect(out.strips).toBe(
      TWO_MODULES.replace(
        '{ "fade": { "duration": 300 } }',
        '{ "fade": { "duration": 300, "stagger": 40 }, "slide": { "duration": 100 } }',
      ),
    );
    expect(() => mergeTuning(texts, { strip: { delay: 2 } }, 7)).toThrow(
      "strip: content/strips.json has no module with id 7 (its ids: 101, 102)",
    );
    // Even when the export has no strip part: the id asked for is checked, not ignored.
    expect(() => mergeTuning(texts, { slideshow: { duration: 600 } }, 7)).toThrow(TuningError);
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
