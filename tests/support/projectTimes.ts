import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

type Times = { tests: number; busy: number; first: number; last: number };

/** How many spec files the end of a run names, slowest first (issue 42: where the suite's time is). */
const SLOWEST_FILES = 12;

const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;

/**
 * Prints, at the end of a run, how long each project took: its tests, their summed time, and the wall
 * time from its first test's start to its last test's end (projects share the workers, so walls overlap);
 * then the spec files that took the most summed time over every project, where making a run faster pays.
 */
export default class ProjectTimes implements Reporter {
  private readonly times = new Map<string, Times>();
  private readonly files = new Map<string, { tests: number; busy: number }>();
  private started = Date.now();

  onBegin() {
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const project = test.parent.project()?.name ?? "(none)";
    const start = result.startTime.getTime();
    const t = this.times.get(project) ?? { tests: 0, busy: 0, first: start, last: start };
    t.tests++;
    t.busy += result.duration;
    t.first = Math.min(t.first, start);
    t.last = Math.max(t.last, start + result.duration);
    this.times.set(project, t);
    const file = path.relative(process.cwd(), test.location.file);
    const f = this.files.get(file) ?? { tests: 0, busy: 0 };
    f.tests++;
    f.busy += result.duration;
    this.files.set(file, f);
  }

  onEnd(_result: FullResult) {
    console.log("\nTime per project (tests, summed test time, first start to last end):");
    for (const [name, t] of [...this.times].sort(([, a], [, b]) => b.busy - a.busy)) {
      console.log(
        `  ${name.padEnd(16)} ${String(t.tests).padStart(4)}  ${minutes(t.busy).padStart(9)}  ${minutes(t.last - t.first).padStart(9)}`,
      );
    }
    console.log(
      `  ${"whole run".padEnd(16)} ${"".padStart(4)}  ${"".padStart(9)}  ${minutes(Date.now() - this.started).padStart(9)}`,
    );
    console.log(`\nThe ${SLOWEST_FILES} spec files with the most summed test time (tests, summed time):`);
    const slowest = [...this.files].sort(([, a], [, b]) => b.busy - a.busy).slice(0, SLOWEST_FILES);
    for (const [file, f] of slowest)
      console.log(`  ${file.padEnd(48)} ${String(f.tests).padStart(4)}  ${minutes(f.busy).padStart(9)}`);
  }

  printsToStdio() {
    return false;
  }
}
