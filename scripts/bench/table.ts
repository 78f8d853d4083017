export type Row = [what: string, value: string, detail: string];

/** The bench's one table, as Markdown, columns padded to line up. */
export function printTable(rows: readonly Row[]): void {
  const width = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]?.length ?? 0)));
  const line = (r: readonly string[]) => `| ${r.map((c, i) => c.padEnd(width[i] ?? 0)).join(" | ")} |`;
  console.log(`\n${line(["measure", "value", "detail"])}`);
  console.log(`|${width.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const r of rows) console.log(line(r));
}
