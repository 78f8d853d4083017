import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "../chromium.ts";
import { projectPaths } from "../paths.ts";
import { startBaselineSite } from "./baselineSite.ts";
import { MOMENTS, type Outcome, pressOnce } from "./pressPage.ts";
import type { Control } from "./pressProbe.ts";
import { pressRows } from "./pressRows.ts";
import { printTable, type Row } from "./table.ts";
import { twoPressRows } from "./twoPresses.ts";

const RUNS = Number(process.env.PRESS_RUNS ?? 3);
/** PRESS_CONTROLS=help,strip and PRESS_MOMENTS=awake press only those (while working on one of them). */
const CONTROLS = (process.env.PRESS_CONTROLS?.split(",") ?? ["slideshow", "strip", "help"]) as Control[];
const only = process.env.PRESS_MOMENTS?.split(",");
const moments = MOMENTS.filter((m) => !only || only.includes(m));

/** The gallery's label, which names the slideshow's region (content/gallery.json). */
const galleryLabel = (root: string) =>
  JSON.parse(readFileSync(path.join(projectPaths(root).content, "gallery.json"), "utf8")).label as string;

/**
 * Every control pressed at every moment, `RUNS` times, on each site: with two, A and B alternate per
 * press (A B, then B A) so a busy machine weighs on both alike. Results by site, control and moment.
 */
export async function measurePress(
  sites: Record<string, string>,
  root = process.cwd(),
): Promise<Map<string, Outcome[]>> {
  const label = galleryLabel(root);
  const results = new Map<string, Outcome[]>();
  // The rows' order: by control and moment, ours then the baseline, whichever was pressed first.
  for (const control of CONTROLS)
    for (const moment of moments)
      for (const name of Object.keys(sites)) results.set(`${name}|${control}|${moment}`, []);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    let turn = 0;
    for (const control of CONTROLS) {
      for (const moment of moments) {
        for (let i = 0; i < RUNS; i++) {
          const names = Object.keys(sites);
          for (const name of turn++ % 2 ? names.reverse() : names) {
            const key = `${name}|${control}|${moment}`;
            const outcome = await pressOnce(browser, sites[name] as string, control, moment, label);
            results.set(key, [...(results.get(key) ?? []), outcome]);
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** The press rows for `sites`, then one saying how many presses, against what, and how long it took. */
export async function pressBenchRows(sites: Record<string, string>, against = "no baseline"): Promise<Row[]> {
  const started = performance.now();
  // Each server answers once first, so no press meets it cold.
  for (const url of Object.values(sites)) await fetch(url);
  const rows = pressRows(await measurePress(sites));
  rows.push(...(await twoPressRows(sites, galleryLabel(process.cwd()), RUNS)));
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  return [
    ...rows,
    [
      "press-to-response: the runs",
      against,
      `${RUNS} presses per row; ${minutes} min (scripts/bench/press.ts)`,
    ],
  ];
}

// Alone: `npx tsx scripts/bench/press.ts <url> [<baseline url> | --press-baseline=<git ref>]` prints the
// press rows only; a ref is built and served on the next port (scripts/bench/baselineSite.ts).
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [ours, other] = process.argv.slice(2);
  if (!ours)
    throw new Error("usage: tsx scripts/bench/press.ts <url> [<baseline url> | --press-baseline=<ref>]");
  const ref = other?.startsWith("--press-baseline=") ? other.split("=")[1] : undefined;
  const site = ref ? await startBaselineSite(process.cwd(), ref, Number(new URL(ours).port) + 1) : undefined;
  try {
    const baseline = site?.url ?? other;
    printTable(
      await pressBenchRows({ ours, ...(baseline && { baseline }) }, site && `baseline ${site.name}`),
    );
  } finally {
    site?.stop();
  }
}
