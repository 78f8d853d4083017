import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentDirOf, writeAtomically } from "../../../../scripts/motion/applyTuning.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "grandtour-atomic-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("saving tuned content", () => {
  it("writes each file through a temporary file beside it, then renames, leaving none behind", () => {
    const a = path.join(dir, "a.json");
    writeFileSync(a, "old");
    writeAtomically([
      { path: a, text: "new a" },
      { path: path.join(dir, "b.json"), text: "new b" },
    ]);
    expect(readFileSync(a, "utf8")).toBe("new a");
    expect(readdirSync(dir).sort()).toEqual(["a.json", "b.json"]);
  });

  it("renames nothing when any temporary file cannot be written", () => {
    const a = path.join(dir, "a.json");
    writeFileSync(a, "old");
    expect(() =>
      writeAtomically([
        { path: a, text: "new a" },
        { path: path.join(dir, "no-such-folder", "b.json"), text: "new b" },
      ]),
    ).toThrow(/ENOENT/);
    expect(readFileSync(a, "utf8")).toBe("old");
    expect(readdirSync(dir)).toEqual(["a.json"]);
  });

  it("uses content/ unless CONTENT_DIR names another folder", () => {
    expect(contentDirOf("/site", {})).toBe(path.join("/site", "content"));
    expect(contentDirOf("/site", { CONTENT_DIR: ".cache/copy" })).toBe(path.join("/site", ".cache", "copy"));
  });
});
