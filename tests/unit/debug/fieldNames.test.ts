import { describe, expect, it } from "vitest";
import { mergeTuning } from "../../../src/content/mergeTuning.ts";
import { fieldName } from "../../../src/debug/fieldNames.ts";
import { DEMO } from "../content/mergeFixtures.ts";

/** A tuning of every field the panel has a control for. */
const EVERY_CONTROL = {
  slideshow: {
    animation: "blindsMirrorIn",
    duration: 800,
    ease: "power2.out",
    stagger: { blindsMirrorIn: 40 },
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

describe("the save diff's names of the fields", () => {
  it("names every field the panel tunes as its control is named, with what it is of", () => {
    const { changes } = mergeTuning(DEMO, EVERY_CONTROL);
    expect(Object.fromEntries(changes.map((c) => [c.path, fieldName(c)]))).toEqual({
      "settings.animation": "Slideshow animation",
      "settings.duration": "Slideshow duration (ms)",
      "settings.ease": "Slideshow ease",
      "settings.stagger.blindsMirrorIn": "Slideshow stagger (ms) of blindsMirrorIn",
      "settings.blinds": "Blinds",
      "settings.boxes.rows": "Boxes rows",
      "settings.boxes.cols": "Boxes columns",
      "settings.autoplay.enabled": "Slideshow autoplay",
      "settings.autoplay.delay": "Slideshow autoplay delay (ms)",
      "settings.glParams.windowslice.count": "gl:windowslice count",
      "modules[id=101].animation": "Strip animation",
      "modules[id=101].ease": "Strip ease",
      "modules[id=101].autoplay": "Strip autoplay",
      "modules[id=101].delay": "Strip autoplay delay (s)",
      "modules[id=101].motion.flyIn.duration": "Strip duration (ms) of flyIn",
      "modules[id=101].motion.flyIn.stagger": "Strip stagger (ms) of flyIn",
      "modules[id=101].motion.flyIn.extraDistance": "Strip extra distance (px) of flyIn",
    });
  });

  it("leaves a field no control tunes to its path", () => {
    const { changes } = mergeTuning(DEMO, {
      slideshow: { thumbnailScroll: 300 },
      strip: { prefetch: false },
    });
    expect(changes.map(fieldName)).toEqual([undefined, undefined]);
  });
});
