import { describe, expect, it } from "vitest";
import { addMemberAt, inlineJson, nodeAt, parseJsonText, replaceAt } from "../../../src/content/jsonText.ts";

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
  it("finds where each value lies, escapes and nesting included", () => {
    const root = parseJsonText(TEXT);
    const at = (path: (string | number)[]) => {
      const node = nodeAt(root, path);
      return node && TEXT.slice(node.start, node.end);
    };
    expect(at(["label"])).toBe('"Journeys \\"we\\" drive"');
    expect(at(["settings", "autoplay", "enabled"])).toBe("false");
    expect(at(["slides", 1, "image"])).toBe('"b.svg"');
    expect(at(["slides", 2])).toBeUndefined();
    expect(at(["empty"])).toBe("{}");
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
