import { describe, expect, it } from "vitest";
import { addMemberAt, inlineJson, replaceAt } from "../../../src/content/jsonText.ts";

const TEXT = `{
  "label": "Journeys \\"we\\" drive",
  "settings": { "animation": "slideLeft", "autoplay": { "enabled": false } },
  "slides": [
    { "image": "a.svg" },
    { "image": "b.svg" }
  ],
  "empty": {}
}
`;

describe("JSON text edited in place", () => {
  it("finds each value, escapes and nesting included, and edits only it", () => {
    expect(replaceAt(TEXT, ["slides", 1, "image"], "c.svg")).toBe(TEXT.replace('"b.svg"', '"c.svg"'));
    expect(replaceAt(TEXT, ["label"], "x")).toBe(TEXT.replace('"Journeys \\"we\\" drive"', '"x"'));
    expect(replaceAt(TEXT, ["empty"], [0.5, 1])).toBe(TEXT.replace('"empty": {}', '"empty": [0.5, 1]'));
    expect(() => replaceAt(TEXT, ["slides", 2], 1)).toThrow("No value at slides.2");
    expect(() => addMemberAt(TEXT, ["slides"], "a", 1)).toThrow("No object at slides");
  });

  it("refuses text that is not strict JSON instead of editing it", () => {
    expect(() => replaceAt('{ "a": 1, }', ["a"], 2)).toThrow("Not valid JSON");
    expect(() => replaceAt('{ "a": 1 // note\n}', ["a"], 2)).toThrow("Not valid JSON");
    expect(() => addMemberAt('{ "a": [1, }', [], "b", 2)).toThrow("Not valid JSON");
  });

  it("replaces one value and leaves every other character as it was", () => {
    const out = replaceAt(TEXT, ["settings", "autoplay", "enabled"], true);
    expect(out).toBe(TEXT.replace('"enabled": false', '"enabled": true'));
  });

  it("adds a member inline to a one-line object and on its own line to a multi-line one", () => {
    expect(addMemberAt(TEXT, ["settings"], "duration", 800)).toBe(
      TEXT.replace('{ "enabled": false } }', '{ "enabled": false }, "duration": 800 }'),
    );
    expect(addMemberAt(TEXT, [], "note", "x")).toBe(
      TEXT.replace('"empty": {}\n', '"empty": {},\n  "note": "x"\n'),
    );
    expect(addMemberAt(TEXT, [], "note", "x", 2)).toBe(
      TEXT.replace('  "slides"', '  "note": "x",\n  "slides"'),
    );
    expect(addMemberAt(TEXT, ["empty"], "boxes", { rows: 4 })).toBe(
      TEXT.replace('"empty": {}', '"empty": { "boxes": { "rows": 4 } }'),
    );
  });

  it("writes a new value on one line as Biome writes a short one", () => {
    expect(inlineJson({ a: [0.5, 1], b: { c: "d" }, e: {} })).toBe(
      '{ "a": [0.5, 1], "b": { "c": "d" }, "e": {} }',
    );
  });
});
