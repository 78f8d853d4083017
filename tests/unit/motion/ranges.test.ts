import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentCatalogueProblems } from "../../../scripts/motion/catalogueCheck.ts";
import { runMotionApply } from "../../../scripts/motion/cli.ts";
import { loadContent } from "../../../src/content/load.ts";
import { describeRange, nearestAllowed, outOfRange, RANGES } from "../../../src/motion/ranges.ts";
import { checkMotionSettings } from "../../../src/motion/settings.ts";
import { copyOfDemo, editContent, ROOT } from "../../support/content.ts";

const dir = mkdtempSync(path.join(tmpdir(), "grandtour-ranges-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What the CLI (and so Save, which shares its plan) says of a tuning, on a copy of the content. */
function cli(tuning: unknown): string {
  const root = copyOfDemo();
  writeFileSync(path.join(dir, "export.json"), JSON.stringify(tuning));
  const err: string[] = [];
  const code = runMotionApply(["--dry-run", "export.json"], {
    root: ROOT,
    cwd: dir,
    env: { CONTENT_DIR: path.join(root, "content") },
    out: () => {},
    err: (line) => err.push(line),
  });
  rmSync(root, { recursive: true, force: true });
  expect(code).not.toBe(0);
  return err.join("\n");
}

/** The panel's and Import's words for the settings (their one check). */
const panel = (settings: unknown) => String(checkMotionSettings(settings));

// The typos issue 41 found shipping, each with the words every door must refuse it in.
const TYPOS: [string, unknown, string][] = [
  [
    "duration 1e9",
    { slideshow: { duration: 1e9 } },
    "1000000000 is not allowed: must be 0 to 5000 ms (nearest allowed: 5000 ms)",
  ],
  [
    "duration 60001",
    { slideshow: { duration: 60001 } },
    "60001 is not allowed: must be 0 to 5000 ms (nearest allowed: 5000 ms)",
  ],
  [
    "a stagger of 1e7",
    { strip: { motion: { flyIn: { stagger: 1e7 } } } },
    "10000000 is not allowed: must be 0 to 1000 ms (nearest allowed: 1000 ms)",
  ],
  [
    "extra px 1e6",
    { strip: { motion: { slide: { extraDistance: 1e6 } } } },
    "1000000 is not allowed: must be 0 to 1000 px (nearest allowed: 1000 px)",
  ],
  [
    "extra px -40",
    { strip: { motion: { slide: { extraDistance: -40 } } } },
    "-40 is not allowed: must be 0 to 1000 px (nearest allowed: 0 px)",
  ],
  [
    "blinds 1.5",
    { slideshow: { blinds: 1.5 } },
    "1.5 is not allowed: must be a whole number from 1 to 64 (nearest allowed: 2)",
  ],
  [
    "blinds 1000",
    { slideshow: { blinds: 1000 } },
    "1000 is not allowed: must be a whole number from 1 to 64 (nearest allowed: 64)",
  ],
  ["strip delay 0", { strip: { delay: 0 } }, "0 is not allowed: must be 1 to 60 s (nearest allowed: 1 s)"],
];

describe("tunable ranges (behaviour.md 9)", () => {
  it("says the rule and the nearest allowed value", () => {
    expect(describeRange(RANGES.boxes)).toBe("a whole number from 1 to 20");
    expect(nearestAllowed(7.6, RANGES.boxes)).toBe(8);
    expect(nearestAllowed(-3, RANGES.duration)).toBe(0);
    expect(outOfRange(5000, RANGES.duration)).toBeUndefined();
    expect(outOfRange(0, RANGES.duration)).toBeUndefined();
    expect(outOfRange(Number.NaN, RANGES.stagger)).toBe("NaN is not a number: must be 0 to 1000 ms");
  });

  it.each(TYPOS)(
    "refuses %s in the panel, Import, Save and the CLI with the same words",
    (_, tuning, words) => {
      expect(panel(tuning)).toContain(words);
      expect(cli(tuning)).toContain(words);
    },
  );

  it("accepts every default and named speed", () => {
    expect(panel({ slideshow: { duration: "slow", blinds: 64, boxes: { rows: 20, cols: 1 } } })).not.toMatch(
      /Error/,
    );
    expect(
      panel({ strip: { delay: 60, motion: { flyIn: { duration: 5000, stagger: 0, extraDistance: 0 } } } }),
    ).not.toMatch(/Error/);
  });

  it("has the build refuse what Save refuses, in the same words", () => {
    const root = copyOfDemo();
    try {
      editContent(root, "gallery", (json) => {
        (json.settings as Record<string, unknown>).duration = 1e9;
      });
      expect(() => loadContent(root)).toThrow(TYPOS[0]?.[2] as string);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("refuses a catalogue transition the catalogue does not have, and parameters out of their range", () => {
    const words = '"gl:nope" is not a transition of the gl-transitions catalogue';
    expect(cli({ slideshow: { animation: "gl:nope" } })).toContain(words);
    const settings = { animation: "gl:nope", glParams: { windowslice: { count: -5 } } };
    const content = { gallery: { settings } } as unknown as Parameters<typeof contentCatalogueProblems>[0];
    expect(contentCatalogueProblems(content)).toEqual([
      `content/gallery.json: settings.animation: ${words}`,
      "content/gallery.json: settings.glParams.windowslice.count: -5 is not allowed: must be 0 to 100 (nearest allowed: 0)",
    ]);
    expect(cli({ slideshow: { glParams: { windowslice: { count: 1e9 } } } })).toContain(
      "slideshow.glParams.windowslice.count: 1000000000 is not allowed: must be 0 to 100 (nearest allowed: 100)",
    );
  });
});
