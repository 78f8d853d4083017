import { describe, expect, it } from "vitest";
import { mergeTuning } from "../../../src/content/mergeTuning.ts";

// A record of free names (glParams) may hold a name that plain objects inherit ("constructor"): the
// merge sees content's own members only, so it is a new field, never Object's constructor replaced.

const GALLERY = '{ "settings": { "glParams": { "Directional": { "direction": [1, 0] } } }, "slides": [] }\n';
const texts = { gallery: GALLERY, strips: '{ "modules": [] }\n', sections: "{}\n" };

describe("merging into a record of names", () => {
  it("adds a member named like an inherited property as a new field", () => {
    const tuning = { slideshow: { glParams: { constructor: { prototype: 1 } } } };
    const merged = mergeTuning(texts, tuning);
    expect(JSON.parse(merged.gallery).settings.glParams).toEqual({
      Directional: { direction: [1, 0] },
      constructor: { prototype: 1 },
    });
    expect(merged.changes).toEqual([
      {
        file: "content/gallery.json",
        path: "settings.glParams.constructor.prototype",
        old: undefined,
        new: 1,
      },
    ]);
  });
});
