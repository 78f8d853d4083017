import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import { ContentError } from "../src/content/load.ts";
import { build } from "./build.ts";
import { buildIsCurrent } from "./inputs.ts";

/**
 * `npm run soak`: the built server under loopback load for SOAK_SECONDS (default 300) with
 * a mix of the page, its assets, every strip page (plain and gzip) and bad requests. It prints the
 * server's memory (RSS and live heap after a collection) as it goes, and fails if any request goes
 * unanswered, any reply is a 5xx, or memory keeps growing after the warm-up.
 */
type Sample = { at: number; rss: number; heapUsed: number; external: number; arrayBuffers: number };

const root = process.cwd();
const seconds = Number(process.env.SOAK_SECONDS ?? 300);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 50);
const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

try {
  if (!buildIsCurrent(root)) await build(root);
} catch (error) {
  console.error(error instanceof ContentError ? error.message : error);
  process.exit(1);
}

function startServer(): Promise<{ child: ChildProcess; port: number; samples: Sample[] }> {
  return new Promise((resolve, reject) => {
    const samples: Sample[] = [];
    const child = spawn(
      process.execPath,
      ["--expose-gc", "--import", path.join(root, "scripts/soak/memory-probe.mjs"), "dist/server/main.js"],
      { env: { ...process.env, PORT: "0", HOST: "127.0.0.1" }, stdio: ["ignore", "pipe", "inherit", "ipc"] },
    );
    child.on("message", (sample: Sample) => samples.push(sample));
    child.stdout?.on("data", (chunk: Buffer) => {
      const port = /served at http:\/\/localhost:(\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve({ child, port: Number(port), samples });
    });
    child.on("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  });
}

const { child, port, samples } = await startServer();
const base = `http://127.0.0.1:${port}`;
const html = await (await fetch(`${base}/`)).text();
const assets = [...html.matchAll(/(?:src|href)="(\/(?:assets|img)\/[^"]+)"/g)]
  .map((m) => m[1] as string)
  .slice(0, 4);
const STRIP = "/index.php?option=com_roksprocket&task=ajax&format=raw&ItemId=101";
const form = { "content-type": "application/x-www-form-urlencoded" };
const page = (n: number) =>
  new URLSearchParams({
    model: "strips",
    model_action: "getPage",
    params: JSON.stringify({ moduleid: 101, page: n }),
  }).toString();

/** One round of the mix each connection cycles through; the bad ones expect a 4xx. */
const mix: autocannon.Request[] = [
  { method: "GET", path: "/", headers: { "accept-encoding": "br, gzip" } },
  ...[1, 2, 3].map(
    (n): autocannon.Request => ({ method: "POST", path: STRIP, headers: form, body: page(n) }),
  ),
  { method: "POST", path: STRIP, headers: { ...form, "accept-encoding": "gzip" }, body: page(2) },
  ...assets.map(
    (a): autocannon.Request => ({ method: "GET", path: a, headers: { "accept-encoding": "br" } }),
  ),
  { method: "POST", path: STRIP, headers: form, body: page(9) },
  { method: "POST", path: STRIP, headers: form, body: "model=strips&model_action=getPage&params={" },
  { method: "POST", path: STRIP, headers: { "content-type": "application/json" }, body: "{}" },
  { method: "GET", path: STRIP },
  { method: "GET", path: "/%2e%2e/package.json" },
];
const badPerRound = 5;

console.log(
  `Soak: ${seconds} s, ${connections} connections, ${mix.length} requests per round (${badPerRound} bad), server pid ${child.pid}`,
);
let lastPrinted = 0;
const printer = setInterval(() => {
  for (const s of samples.slice(lastPrinted)) {
    console.log(
      `  t=${s.at.toFixed(0).padStart(4)} s  rss ${mb(s.rss).padStart(9)}  heap ${mb(s.heapUsed).padStart(8)}  external ${mb(s.external)}`,
    );
  }
  lastPrinted = samples.length;
}, 15_000);

const result = await autocannon({ url: base, connections, duration: seconds, requests: mix, timeout: 10 });
clearInterval(printer);
const after = await fetch(`${base}/`);
child.kill();

// Warm-up: the first fifth of the run (JIT, caches filling). Growth is judged between the medians of the
// first and last thirds of the rest, so one sample taken with many requests in flight decides nothing.
const warm = samples.filter((s) => s.at >= seconds / 5);
const third = Math.max(1, Math.floor(warm.length / 3));
const median = (list: Sample[], key: "rss" | "heapUsed") => {
  const sorted = list.map((s) => s[key]).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const early = warm.slice(0, third);
const late = warm.slice(-third);
const peak = (key: "rss" | "heapUsed") => Math.max(...warm.map((s) => s[key]));
const total = result.requests.sent;
const expectedBad = Math.round((total * badPerRound) / mix.length);
const checks: [string, boolean][] = [
  [
    `every request answered: ${result.errors} errors, ${result.timeouts} timeouts`,
    result.errors === 0 && result.timeouts === 0,
  ],
  [`no 5xx: ${result["5xx"]}`, result["5xx"] === 0],
  [
    `4xx only for the bad requests: ${result["4xx"]} (about ${expectedBad} expected)`,
    Math.abs(result["4xx"] - expectedBad) <= connections * badPerRound,
  ],
  [`server still answers after the load: ${after.status}`, after.status === 200],
];
if (warm.length >= 2) {
  const [heapBefore, heapAfter] = [median(early, "heapUsed"), median(late, "heapUsed")];
  const [rssBefore, rssAfter] = [median(early, "rss"), median(late, "rss")];
  checks.push(
    [
      `live heap flat: median ${mb(heapBefore)} → ${mb(heapAfter)} (peak ${mb(peak("heapUsed"))}, growth ${mb(heapAfter - heapBefore)})`,
      heapAfter - heapBefore < 4 * MB,
    ],
    [
      `RSS flat: median ${mb(rssBefore)} → ${mb(rssAfter)} (peak ${mb(peak("rss"))}, growth ${mb(rssAfter - rssBefore)})`,
      rssAfter - rssBefore < 24 * MB,
    ],
  );
} else {
  checks.push(["enough memory samples after the warm-up", false]);
}
console.log(
  `\n${total} requests in ${result.duration.toFixed(0)} s (${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms): ${result["2xx"]} 2xx, ${result["4xx"]} 4xx, ${result["5xx"]} 5xx`,
);
for (const [what, ok] of checks) console.log(`${ok ? "✓" : "✗"} ${what}`);
process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
