import { describe, expect, it } from "vitest";
import { SLIDESHOW_NAMES, STRIP_NAMES, tunedField, tunedGlParam } from "../../../src/debug/fieldNames.ts";
import { withoutField } from "../../../src/debug/revert.ts";

/** A tuning of every field the panel has a control for. */
const TUNING = {
  slideshow: {
    animation: "blindsMirrorIn",
    duration: 800,
    ease: "power2.out",
    stagger: { blindsMirrorIn: 40, crossfade: 10 },
    blinds: 12,
    boxes: { rows: 4, cols: 6 },
    autoplay: { enabled: true, delay: 5000 },
    glParams: { windowslice: { count: 20 } },
  },
  strip: {
    animation: "flyIn",
    ease: "power1.in",
    autoplay: 1,
    delay: 6,
    motion: { flyIn: { duration: 600, stagger: 120, extraDistance: 40 } },
  },
};

describe("a field's revert", () => {
  it("takes out that field alone, and the objects it alone filled", () => {
    const rows = tunedField("slideshow", "rows", "blindsMirrorIn");
    expect(rows).toEqual({ path: ["slideshow", "boxes", "rows"], name: "Boxes rows" });
    expect(withoutField(TUNING, rows?.path ?? []).slideshow.boxes).toEqual({ cols: 6 });
    const stagger = tunedField("slideshow", "stagger", "crossfade");
    expect(stagger?.name).toBe("Slideshow stagger (ms) of crossfade");
    expect(withoutField(TUNING, stagger?.path ?? []).slideshow.stagger).toEqual({ blindsMirrorIn: 40 });
    const count = tunedGlParam("windowslice", "count");
    expect(count.name).toBe("gl:windowslice count");
    expect(withoutField(TUNING, count.path).slideshow).not.toHaveProperty("glParams");
    // A field not tuned: the same settings, so no step in the history.
    expect(withoutField(TUNING, ["strip", "motion", "fadeDelay", "duration"])).toBe(TUNING);
  });

  it("has a field for every control of a stored field, and reverting them all leaves no tuning", () => {
    const fields = [
      ...Object.keys(SLIDESHOW_NAMES).map((key) => tunedField("slideshow", key, "blindsMirrorIn")),
      ...Object.keys(STRIP_NAMES).map((key) => tunedField("strip", key, "flyIn")),
    ];
    // Only the controls that choose what others show have none.
    expect(fields.filter((field) => !field)).toHaveLength(2);
    const paths = [
      ...fields.flatMap((field) => (field ? [field.path] : [])),
      ["slideshow", "stagger", "crossfade"],
      tunedGlParam("windowslice", "count").path,
    ];
    expect(paths.reduce(withoutField, TUNING)).toEqual({});
  });
});
