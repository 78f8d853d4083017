import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

type Times = { tests: number; busy: number; first: number; last: number };

const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;

/**
 * Prints, at the end of a run, how long each project took: its tests, their summed time, and the wall
 * time from its first test's start to its last test's end (projects share the workers, so walls overlap).
 */
export default class ProjectTimes implements Reporter {
  private readonly times = new Map<string, Times>();
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
  }

  printsToStdio() {
    return false;
  }
}
