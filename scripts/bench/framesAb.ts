import { spawn } from "node:child_process";
import { startBaselineSite } from "./baselineSite.ts";
import type { FrameCost } from "./frames.ts";
import { measureSlideshow } from "./slideshow.ts";
import { measureStrip } from "./strip.ts";

/**
 * The frame rows A/B, for judging a refactor "within noise": main-thread ms per frame of the strip's
 * animations and the slideshow's GPU transitions, today's build (dist/) beside the build of git `ref`,
 * alternated round by round so a busy machine weighs on both alike. One bench run against the last
 * one's table compares two days of a machine whose speed drifts by a third.
 * `npm run build && npx tsx scripts/bench/framesAb.ts <ref> [rounds] [strip|slideshow]`
 */
const [ref = "main", rounds = "3", only] = process.argv.slice(2);
const port = Number(process.env.BENCH_PORT ?? 4900);
const root = process.cwd();

const server = spawn("node", ["dist/server/main.js"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve) => server.stdout.once("data", resolve));
const baseline = await startBaselineSite(root, ref, port + 1);
const sites = { ours: `http://127.0.0.1:${port}/`, [baseline.name]: baseline.url };
const costs = new Map<string, number[]>(); // "row\tsite" → ms per frame, one per round

async function measure(site: string, url: string) {
  const add = (row: string, cost: FrameCost) => {
    const key = `${row}\t${site}`;
    costs.set(key, [...(costs.get(key) ?? []), cost.taskMs]);
  };
  if (only !== "slideshow") for (const { name, cost } of await measureStrip(url)) add(`strip ${name}`, cost);
  if (only !== "strip") for (const t of await measureSlideshow(url)) add(`slideshow ${t.name} (GPU)`, t.ours);
}

try {
  for (let i = 0; i < Number(rounds); i++) {
    const order = Object.entries(sites);
    for (const [site, url] of i % 2 ? order.reverse() : order) await measure(site, url);
  }
} finally {
  server.kill();
  baseline.stop();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const rows = [...new Set([...costs.keys()].map((key) => key.split("\t")[0]))];
const total = { ours: 0, base: 0 };
console.log(`| row | ours | ${baseline.name} | ours / ${baseline.name} |\n|---|---|---|---|`);
for (const row of rows) {
  const ours = median(costs.get(`${row}\tours`) ?? []);
  const base = median(costs.get(`${row}\t${baseline.name}`) ?? []);
  total.ours += ours;
  total.base += base;
  console.log(`| ${row} | ${ours.toFixed(1)} ms | ${base.toFixed(1)} ms | ${(ours / base).toFixed(2)} |`);
}
console.log(
  `| all rows, summed medians | ${total.ours.toFixed(1)} ms | ${total.base.toFixed(1)} ms | ${(total.ours / total.base).toFixed(2)} |`,
);
console.log(
  `Medians of ${rounds} rounds, main-thread ms per frame; each round measured both, alternating first.`,
);
