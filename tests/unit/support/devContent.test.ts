import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { holdDevContent, resetDevContent } from "../../support/devContent.ts";

let dir = "";
afterEach(() => rmSync(path.dirname(dir), { recursive: true, force: true }));
const fresh = () => {
  dir = path.join(mkdtempSync(path.join(tmpdir(), "dev-content-")), "content");
  return dir;
};

/** In another process, as the dev server is: reads every file of `dir` until `stop` exists. */
const READER = `
const fs = require("node:fs"), path = require("node:path");
const [dir, stop] = process.argv.slice(1);
let reads = 0, failures = 0;
process.stdout.write("ready\\n");
while (!fs.existsSync(stop)) for (const name of ["site.json", "gallery.json", "strips.json"]) {
  try { JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")); reads++; } catch { failures++; }
}
process.stdout.write(JSON.stringify({ reads, failures }));
`;

describe("the dev server's copy of content/ (browser tests)", () => {
  it("is put back with no moment where a file is missing or half-written to a reader", async () => {
    resetDevContent(fresh());
    const stop = `${dir}.stop`;
    const reader = spawn(process.execPath, ["-e", READER, dir, stop]);
    let out = "";
    reader.stdout.on("data", (chunk) => {
      out += chunk;
    });
    const ended = new Promise((resolve) => reader.on("exit", resolve));
    while (!out.startsWith("ready")) await new Promise((resolve) => setTimeout(resolve, 10));
    writeFileSync(path.join(dir, "left-behind.tmp"), "");
    for (const end = Date.now() + 600; Date.now() < end; ) resetDevContent(dir);
    writeFileSync(stop, "");
    await ended;
    const { reads, failures } = JSON.parse(out.slice("ready\n".length));
    expect(reads).toBeGreaterThan(0);
    expect(failures).toBe(0);
    // What a test left there is gone; content/'s files are all there.
    expect(readdirSync(dir).sort()).toEqual(
      readdirSync(path.resolve(import.meta.dirname, "../../../content")).sort(),
    );
  });

  it("is held by one holder at a time: the next waits for the release", async () => {
    const release = await holdDevContent(fresh());
    let second: (() => void) | undefined;
    const waiting = holdDevContent(dir).then((r) => {
      second = r;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(second).toBeUndefined();
    release();
    await waiting;
    expect(second).toBeDefined();
    second?.();
  });

  it("is taken from a holder whose process has ended (a worker killed mid-test)", async () => {
    fresh();
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout;
    mkdirSync(`${dir}.lock`, { recursive: true });
    writeFileSync(path.join(`${dir}.lock`, "pid"), gone.toString());
    const release = await holdDevContent(dir);
    release();
  });
});
