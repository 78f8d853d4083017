import * as fs from "node:fs";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeAtomically } from "../../../../scripts/motion/applyTuning.ts";

// A save writes content/gallery.json and content/strips.json together: both or neither, each keeping its
// mode, never a temporary file left beside them.

let dir: string;
let gallery: string;
let strips: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "grandtour-write-all-"));
  gallery = path.join(dir, "gallery.json");
  strips = path.join(dir, "strips.json");
  fs.writeFileSync(gallery, "old gallery");
  fs.writeFileSync(strips, "old strips");
});
afterEach(() => {
  chmodSync(dir, 0o755);
  rmSync(dir, { recursive: true, force: true });
});

const both = () => [
  { path: gallery, text: "new gallery", name: "content/gallery.json" },
  { path: strips, text: "new strips", name: "content/strips.json" },
];
/** Each file's text and mode, and every name in the folder (a temporary file left behind shows). */
const state = () => ({
  names: readdirSync(dir).sort(),
  gallery: [readFileSync(gallery, "utf8"), statSync(gallery).mode & 0o777],
  strips: statSync(strips).isFile()
    ? [readFileSync(strips, "utf8"), statSync(strips).mode & 0o777]
    : "folder",
});

describe("writing tuned content, every file or none", () => {
  it("keeps each file's mode", () => {
    chmodSync(gallery, 0o600);
    chmodSync(strips, 0o664);
    writeAtomically(both());
    expect(state()).toEqual({
      names: ["gallery.json", "strips.json"],
      gallery: ["new gallery", 0o600],
      strips: ["new strips", 0o664],
    });
  });

  it("refuses a read-only file (mode 444) before touching any, naming it", () => {
    chmodSync(strips, 0o444);
    const before = state();
    expect(() => writeAtomically(both())).toThrow("Nothing was written: content/strips.json is read-only");
    expect(state()).toEqual(before);
  });

  it("refuses a file that is a folder, and a folder that is read-only", () => {
    rmSync(strips);
    mkdirSync(strips);
    let before = state();
    expect(() => writeAtomically(both())).toThrow("Nothing was written: content/strips.json is not a file");
    expect(state()).toEqual(before);
    rmSync(strips, { recursive: true });
    fs.writeFileSync(strips, "old strips");
    chmodSync(dir, 0o555);
    before = state();
    expect(() => writeAtomically(both())).toThrow(
      "Nothing was written: content/ is read-only, so content/gallery.json cannot be replaced",
    );
    expect(state()).toEqual(before);
  });

  it("puts back the files already replaced when a later one cannot be, and removes every temporary file", () => {
    chmodSync(gallery, 0o640);
    const before = state();
    const failing = (from: fs.PathLike, to: fs.PathLike) => {
      if (to === strips) throw Object.assign(new Error("EACCES: permission denied"), { code: "EACCES" });
      fs.renameSync(from, to);
    };
    expect(() => writeAtomically(both(), { ...fs, renameSync: failing })).toThrow(
      "Nothing was written: content/strips.json cannot be replaced: permission denied (EACCES)",
    );
    expect(state()).toEqual(before);
  });

  it("says which file it could not put back", () => {
    const failing = {
      ...fs,
      renameSync: (from: fs.PathLike, to: fs.PathLike) => {
        if (to === strips) throw Object.assign(new Error("ENOSPC"), { code: "ENOSPC" });
        fs.renameSync(from, to);
      },
      // Putting gallery.json back fails too: its new text stays, and the message says so.
      writeFileSync: (file: fs.PathOrFileDescriptor, data: string | NodeJS.ArrayBufferView) => {
        if (file === gallery) throw Object.assign(new Error("EIO"), { code: "EIO" });
        fs.writeFileSync(file, data);
      },
    };
    expect(() => writeAtomically(both(), failing)).toThrow(
      "content/strips.json cannot be replaced: the disk is full (ENOSPC); content/gallery.json could not be put back and holds the new text",
    );
    expect(readdirSync(dir).sort()).toEqual(["gallery.json", "strips.json"]);
  });
});
