import { buildRows } from "./bench/buildRows.ts";
import { benchGpu } from "./bench/gpu.ts";
import { pageRows } from "./bench/pageRows.ts";
import { phoneDragOnly } from "./bench/phoneDragBench.ts";
import { machine, writeBenchReport } from "./bench/report.ts";
import { serverRows } from "./bench/serverRows.ts";
import { printTable, type Row } from "./bench/table.ts";

/**
 * `npm run bench`: build time, sizes, page weight, Lighthouse, presses, frame costs and server throughput,
 * measured side by side in one run, printed and added to docs/bench.md.
 * `-- --sizes`: the build and its sizes only (a minute or two, for a change to the bundles).
 * `-- --gpu`: frames on real graphics hardware instead (scripts/bench/gpu.ts).
 * `-- --press-baseline=<git ref>`: the press-to-response rows for that ref's build as well.
 * `-- --only drag-phone`: the phone drag rows alone, on the build as it is (a few minutes).
 * BENCH_PORT (4900): the site's port; the baseline's is the next one. BENCH_SECONDS (10): load per server.
 */
const root = process.cwd();
const flag = (name: string) => process.argv.includes(name);
const date = new Date();
/** `--only <part>` or `--only=<part>`: one part of the bench alone. */
const onlyArg = process.argv.findIndex((a) => a === "--only" || a.startsWith("--only="));
const only = onlyArg < 0 ? undefined : (process.argv[onlyArg]?.split("=")[1] ?? process.argv[onlyArg + 1]);

if (only !== undefined) {
  if (only !== "drag-phone") throw new Error(`--only knows drag-phone, not ${only}`);
  report("phone drags only (Pixel 7 profile, software WebGL)", await phoneDragOnly(root));
} else if (flag("--gpu")) {
  const { renderer, rows } = await benchGpu(root);
  report(`GPU (${renderer}), 1920 x 1080`, rows);
} else {
  const rows: Row[] = await buildRows(root);
  if (!flag("--sizes")) {
    const baselineRef = process.argv.find((a) => a.startsWith("--press-baseline="))?.split("=")[1];
    rows.push(...(await pageRows(root, Number(process.env.BENCH_PORT ?? 4900), baselineRef)));
    rows.push(...(await serverRows(root, Number(process.env.BENCH_SECONDS ?? 10))));
  }
  report(flag("--sizes") ? "build and sizes only" : "software WebGL, 1280 x 900", rows);
}

function report(what: string, rows: Row[]) {
  printTable(rows);
  const file = writeBenchReport(root, { date, what: `${what}; ${machine(root)}`, rows });
  console.log(`\nAdded to ${file}`);
}
