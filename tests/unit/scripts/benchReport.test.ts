import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { addRun, RUNS_MARKER, runSection } from "../../../scripts/bench/report.ts";

const run = (iso: string, value: string) =>
  runSection({ date: new Date(iso), what: "sizes", rows: [["JS before load", value, "br"]] });

describe("docs/bench.md's runs", () => {
  it("heads a run with its UTC date to the minute and gives its table", () => {
    const section = run("2026-11-26T09:05:59Z", "2.8 KB");
    expect(section.split("\n")[0]).toBe("## 2026-11-26 09:05 UTC: sizes");
    expect(section).toContain("| JS before load | 2.8 KB | br     |");
  });

  it("puts the newest run on top and keeps the earlier ones as they were", () => {
    const first = addRun(`# Bench\n\n${RUNS_MARKER}\n`, run("2026-11-25T10:00:00Z", "1.8 KB"));
    const second = addRun(first, run("2026-11-26T10:00:00Z", "2.8 KB"));
    expect(second.indexOf("2026-11-26")).toBeLessThan(second.indexOf("2026-11-25"));
    expect(second.endsWith(first.slice(first.indexOf("## 2026-11-25")))).toBe(true);
  });

  it("refuses a report that has lost the line runs go below", () => {
    expect(() => addRun("# Bench\n", run("2026-11-26T10:00:00Z", "2.8 KB"))).toThrow(/lost its line/);
  });

  it("is a report the bench can add to", () => {
    expect(readFileSync("docs/bench.md", "utf8")).toContain(RUNS_MARKER);
  });
});
