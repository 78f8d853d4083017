export type Row = [what: string, value: string, detail: string];

/** The bench's one table, as Markdown, columns padded to line up. */
export function markdownTable(rows: readonly Row[]): string {
  const width = [0, 1, 2].map((i) =>
    Math.max(...[["measure", "value", "detail"], ...rows].map((r) => r[i]?.length ?? 0)),
  );
  const line = (r: readonly string[]) => `| ${r.map((c, i) => c.padEnd(width[i] ?? 0)).join(" | ")} |`;
  return [
    line(["measure", "value", "detail"]),
    `|${width.map((w) => "-".repeat(w + 2)).join("|")}|`,
    ...rows.map(line),
  ].join("\n");
}

export function printTable(rows: readonly Row[]): void {
  console.log(`\n${markdownTable(rows)}`);
}
