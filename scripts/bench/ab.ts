import { benchServers, type LoadResult } from "./server.ts";

/**
 * A/B of two server builds, alternated so a busy machine weighs on both alike:
 * `tsx scripts/bench/ab.ts <entry A> <entry B> [rounds]`, e.g. a saved build of the previous commit's
 * dist/server/main.js against the current one. Prints each round and the medians.
 */
const [a = "", b = "dist/server/main.js", rounds = "3"] = process.argv.slice(2);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
type Round = Awaited<ReturnType<typeof benchServers>>;
const results: Record<string, Round[]> = { [a]: [], [b]: [] };
const fmt = (r: LoadResult) => `${Math.round(r.rps)} req/s (${Math.round(r.cpuPerRequest ?? 0)} µs CPU/req)`;
for (let i = 0; i < Number(rounds); i++) {
  for (const entry of i % 2 ? [b, a] : [a, b]) {
    const r = await benchServers(process.cwd(), seconds, entry);
    results[entry]?.push(r);
    console.log(
      `${entry}: home ${fmt(r.oursHome)} vs bare ${fmt(r.bareHome)} = ${(r.oursHome.rps / r.bareHome.rps).toFixed(2)}; ` +
        `strip ${fmt(r.oursStrip)} vs bare ${fmt(r.bareStrip)} = ${(r.oursStrip.rps / r.bareStrip.rps).toFixed(2)}`,
    );
  }
}
const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
for (const [entry, list] of Object.entries(results)) {
  console.log(
    `${entry}: median ratio home ${median(list.map((r) => r.oursHome.rps / r.bareHome.rps)).toFixed(2)}, ` +
      `strip ${median(list.map((r) => r.oursStrip.rps / r.bareStrip.rps)).toFixed(2)}; ` +
      `median strip ${Math.round(median(list.map((r) => r.oursStrip.rps)))} req/s vs bare ${Math.round(median(list.map((r) => r.bareStrip.rps)))}`,
  );
}
