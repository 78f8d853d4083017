import { spawnSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROOT } from "../../../support/content.ts";

// `npm run motion:apply` as a person types it, through npm: an option typed without `--` before it is
// npm's own, and reaches the command only as an npm_config_* variable.

let dir: string;
let content: string;
let exported: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "grandtour-motion-npm-"));
  content = path.join(dir, "content");
  cpSync(path.join(ROOT, "content"), content, { recursive: true });
  exported = path.join(dir, "export.json");
  writeFileSync(exported, JSON.stringify({ slideshow: { duration: 800 }, strip: { delay: 8 } }));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const snapshot = () =>
  readdirSync(content).map((name) => {
    const file = path.join(content, name);
    const { mtimeMs, mode } = statSync(file);
    return { name, text: readFileSync(file, "utf8"), mtimeMs, mode };
  });

/** npm's own settings from whatever ran these tests (`npm test`) are left out: only the typed ones count. */
function npmRun(...args: string[]) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
  return spawnSync("npm", ["run", "--silent", "motion:apply", ...args], {
    cwd: ROOT,
    env: { ...env, CONTENT_DIR: content },
    encoding: "utf8",
  });
}

describe("npm run motion:apply, options typed without --", () => {
  it("honours --dry-run that npm took for itself: the diff, and no file written", () => {
    const before = snapshot();
    const result = npmRun("--dry-run", exported);
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("settings.duration: 500 → 800");
    expect(result.stdout).toContain("Dry run: nothing written.");
    expect(result.status).toBe(0);
    expect(snapshot()).toEqual(before);
  });

  it.each([[["--module=101"]], [["--module", "101"]]])(
    "refuses %j, which npm took, saying to put -- first",
    (options) => {
      const before = snapshot();
      const result = npmRun(...options, exported);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("npm took --module for itself: put -- before the command's options");
      expect(snapshot()).toEqual(before);
    },
  );

  it("names a read-only content file, exit code 1, and writes neither file", () => {
    chmodSync(path.join(content, "strips.json"), 0o444);
    const before = snapshot();
    const result = npmRun(exported);
    expect(result.stderr).toContain("Nothing was written: content/strips.json is read-only");
    expect(result.status).toBe(1);
    expect(snapshot()).toEqual(before);
  });

  it("takes the options after --", () => {
    const result = npmRun("--", "--dry-run", "--module", "101", exported);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("modules[id=101].delay: 5 → 8");
  });
});
