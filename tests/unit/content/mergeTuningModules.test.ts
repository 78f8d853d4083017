import { describe, expect, it } from "vitest";
import { mergeTuning, TuningError } from "../../../src/content/mergeTuning.ts";
import { changedLines, DEMO } from "./mergeFixtures.ts";

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

describe("merging a tuning into a strip module", () => {
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
});
