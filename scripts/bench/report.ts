import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureChromium } from "../chromium.ts";
import { markdownTable, type Row } from "./table.ts";

/** Where `npm run bench` keeps its runs, and the line below which they go, newest first. */
export const BENCH_REPORT = path.join("docs", "bench.md");
export const RUNS_MARKER = "<!-- runs: newest first; npm run bench adds one here -->";

export type BenchRun = { date: Date; what: string; rows: readonly Row[] };

/** One run as a section: its date (UTC, to the minute), what it measured, on what, and its table. */
export function runSection({ date, what, rows }: BenchRun): string {
  const when = `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  return `## ${when}: ${what}\n\n${markdownTable(rows)}\n`;
}

/** The report with `section` as its newest run, above the earlier ones, which stay as they were. */
export function addRun(report: string, section: string): string {
  const at = report.indexOf(RUNS_MARKER);
  if (at < 0)
    throw new Error(`${BENCH_REPORT} has lost its line "${RUNS_MARKER}"; put it back above the runs`);
  const end = at + RUNS_MARKER.length;
  return `${report.slice(0, end)}\n\n${section}${report.slice(end).replace(/^\n*/, "\n")}`;
}

/** This machine, commit and browser in a few words, for a run's heading. */
export function machine(root: string): string {
  const run = (cmd: string, args: string[]) => {
    try {
      return execFileSync(cmd, args, {
        cwd: root,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }).trim();
    } catch {
      return "";
    }
  };
  const commit = run("git", ["rev-parse", "--short", "HEAD"]) || "no commit";
  const dirty = run("git", ["status", "--porcelain", "--untracked-files=no"]) ? "+changes" : "";
  const chromium = /\d+(\.\d+)+/.exec(run(ensureChromium(), ["--version"]))?.[0] ?? "?";
  const gib = Math.round(os.totalmem() / 2 ** 30);
  return `commit ${commit}${dirty}, ${os.cpus().length}-core ${os.platform()} with ${gib} GiB, Node ${process.versions.node}, Chromium ${chromium}`;
}

/** Adds `run` to docs/bench.md, written whole to a file beside it and then renamed over it. */
export function writeBenchReport(root: string, run: BenchRun): string {
  const file = path.join(root, BENCH_REPORT);
  if (!existsSync(file)) throw new Error(`${BENCH_REPORT} is missing: restore it from git before a run`);
  const temporary = `${file}.tmp-${process.pid}`;
  writeFileSync(temporary, addRun(readFileSync(file, "utf8"), runSection(run)));
  renameSync(temporary, file);
  return file;
}
