import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runMotionApply, USAGE } from "../../../../scripts/motion/cli.ts";
import { ROOT } from "../../../support/content.ts";

let dir: string;
let content: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "grandtour-motion-apply-"));
  content = path.join(dir, "content");
  cpSync(path.join(ROOT, "content"), content, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Every file of the content copy with its text and modification time. */
const snapshot = () =>
  readdirSync(content).map((name) => {
    const file = path.join(content, name);
    return { name, text: readFileSync(file, "utf8"), mtime: statSync(file).mtimeMs };
  });

/** Runs the command on the content copy with an export file holding `exported`. */
function run(exported: string | undefined, ...args: string[]) {
  if (exported !== undefined) writeFileSync(path.join(dir, "export.json"), exported);
  const out: string[] = [];
  const err: string[] = [];
  const code = runMotionApply(exported === undefined ? args : [...args, "export.json"], {
    root: ROOT,
    cwd: dir,
    env: { CONTENT_DIR: content },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

const original = (name: string) => readFileSync(path.join(ROOT, "content", name), "utf8");

describe("npm run motion:apply", () => {
  it("--dry-run prints the diff and touches no file", () => {
    const before = snapshot();
    const { code, out } = run('{ "slideshow": { "duration": 800 } }', "--dry-run");
    expect(code).toBe(0);
    expect(out).toBe("content/gallery.json\n  settings.duration: 500 → 800\nDry run: nothing written.");
    expect(snapshot()).toEqual(before);
  });

  it("writes only the changed values, formatted as the project's formatter would, and no temporary file", () => {
    const exported = JSON.stringify({
      slideshow: { ease: "power2.out", stagger: { blindsMirrorIn: 40 } },
      strip: { delay: 8 },
    });
    const { code, out } = run(exported);
    expect(code).toBe(0);
    expect(out).toMatch(/Wrote content\/gallery\.json and content\/strips\.json\.$/);
    const gallery = readFileSync(path.join(content, "gallery.json"), "utf8");
    // The one-line settings outgrew Biome's 110 columns, so they are spread over lines as `npm run lint` wants.
    expect(gallery).toBe(
      original("gallery.json").replace(
        '  "settings": { "animation": "slideLeft", "duration": 500, "autoplay": { "enabled": false, "delay": 7000 } },',
        [
          '  "settings": {',
          '    "animation": "slideLeft",',
          '    "duration": 500,',
          '    "autoplay": { "enabled": false, "delay": 7000 },',
          '    "ease": "power2.out",',
          '    "stagger": { "blindsMirrorIn": 40 }',
          "  },",
        ].join("\n"),
      ),
    );
    expect(readFileSync(path.join(content, "strips.json"), "utf8")).toBe(
      original("strips.json").replace('"delay": 5,', '"delay": 8,'),
    );
    expect(readdirSync(content).filter((n) => n.includes(".tmp-"))).toEqual([]);
  });

  it.each([
    ["not JSON", "{ slideshow: 1 }", /^export\.json: not valid JSON \(/],
    [
      "an unknown field",
      '{ "slideshow": { "durration": 800 } }',
      /^export\.json is refused; nothing was written\.\nTuning error:\n {2}- slideshow\.durration: unknown field$/,
    ],
    [
      "a value the schemas refuse",
      '{ "strip": { "motion": { "flyIn": { "stagger": -1 } } } }',
      /^export\.json would make content the build refuses; nothing was written\.\nContent error:\n {2}- content\/strips\.json: modules\[0\]\.motion\.flyIn\.stagger: /,
    ],
    [
      "an ease GSAP does not know",
      '{ "slideshow": { "ease": "bouncy" } }',
      /content\/gallery\.json: settings\.ease: must be a GSAP ease/,
    ],
  ])("refuses %s with a message naming it, exit code 1, and no file touched", (_, exported, message) => {
    const before = snapshot();
    const { code, out, err } = run(exported);
    expect(code).toBe(1);
    expect(out).toBe("");
    expect(err).toMatch(message);
    expect(snapshot()).toEqual(before);
  });

  it("refuses a strip module id that does not exist", () => {
    const before = snapshot();
    const { code, err } = run('{ "strip": { "delay": 8 } }', "--module", "999");
    expect(code).toBe(1);
    expect(err).toContain("strip: content/strips.json has no module with id 999 (its ids: 101)");
    expect(snapshot()).toEqual(before);
  });

  it.each([
    [[], "which export?"],
    [["--bogus", "export.json"], "--bogus: unknown option"],
    [["--module", "abc", "export.json"], '--module: "abc" is not a module id'],
    [["a.json", "b.json"], "one export file at a time"],
    [["missing.json"], "missing.json: cannot be read (ENOENT"],
  ])("refuses the arguments %j with usage", (args, message) => {
    const { code, err } = run(undefined, ...args);
    expect(code).toBe(1);
    expect(err).toContain(message);
    if (!args[0]?.endsWith(".json")) expect(err).toContain(USAGE);
  });

  it("exits with code 1 as a command", () => {
    writeFileSync(path.join(dir, "export.json"), '{ "colour": "red" }');
    const before = snapshot();
    const result = spawnSync(
      path.join(ROOT, "node_modules", ".bin", "tsx"),
      ["scripts/motion-apply.ts", path.join(dir, "export.json")],
      {
        cwd: ROOT,
        env: { ...process.env, CONTENT_DIR: content },
        encoding: "utf8",
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("colour: unknown field");
    expect(snapshot()).toEqual(before);
  });
});
