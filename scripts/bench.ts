import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { type BaselineSite, startBaselineSite } from "./bench/baselineSite.ts";
import { catalogueRows } from "./bench/catalogueSize.ts";
import type { FrameCost } from "./bench/frames.ts";
import { benchGpu } from "./bench/gpu.ts";
import { runLighthouse } from "./bench/lighthouse.ts";
import { soakPage } from "./bench/memory.ts";
import { measurePage } from "./bench/page.ts";
import { pressBenchRows } from "./bench/press.ts";
import { sceneRows } from "./bench/sceneRows.ts";
import { measureScenes } from "./bench/scenes.ts";
import { benchServers, type LoadResult } from "./bench/server.ts";
import { measureSlideshow } from "./bench/slideshow.ts";
import { measureStrip } from "./bench/strip.ts";
import { printTable, type Row } from "./bench/table.ts";
import { build } from "./build.ts";
import { projectPaths } from "./paths.ts";

/**
 * `npm run bench`: build time, sizes, page weight and server throughput, measured side by side in one run.
 * `npm run bench -- --gpu`: frames on real graphics hardware instead (scripts/bench/gpu.ts).
 * `npm run bench -- --press-baseline=<git ref>`: the press-to-response rows for that ref's build as well.
 * BENCH_PORT (4900): the site's port; the baseline's is the next one, the scenes page's 10 above.
 */
const root = process.cwd();
const paths = projectPaths(root);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: Row[] = [];
const row = (what: string, value: string, note = "") => rows.push([what, value, note]);

if (process.argv.includes("--gpu")) {
  await benchGpu(root);
  process.exit(0);
}

const started = performance.now();
await build(root);
row(
  "build (images cached)",
  `${((performance.now() - started) / 1000).toFixed(1)} s`,
  "npm run build, warm image cache",
);

const html = readFileSync(path.join(paths.client, "index.html"), "utf8");
const linked = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string);
const size = (file: string) => statSync(file, { throwIfNoEntry: false })?.size ?? 0;
for (const ext of ["js", "css"]) {
  const files = linked.filter((f) => f.endsWith(`.${ext}`)).map((f) => path.join(paths.client, f));
  const sum = (suffix: string) => files.reduce((n, f) => n + size(f + suffix), 0);
  row(
    `${ext.toUpperCase()} before load`,
    `${kb(sum(".br"))} br`,
    `${kb(sum(".gz"))} gzip, ${kb(sum(""))} raw`,
  );
}
const assets = readdirSync(path.join(paths.client, "assets"));
const lazy = assets.filter((f) => f.endsWith(".js") && !linked.includes(`/assets/${f}`));
const lazyBr = lazy.reduce((n, f) => n + size(path.join(paths.client, "assets", `${f}.br`)), 0);
const canvasChunk = lazy.find((f) => f.startsWith("SlideshowCanvas-"));
row(
  "JS lazy chunks",
  `${kb(lazyBr)} br`,
  canvasChunk
    ? `${lazy.length} files; GPU slideshow entry ${kb(size(path.join(paths.client, "assets", `${canvasChunk}.br`)))} br`
    : `${lazy.length} files`,
);
for (const r of await catalogueRows(root)) row(...r);
const page = path.join(paths.client, "index.html");
row("HTML", `${kb(size(`${page}.br`))} br`, `${kb(size(page))} raw`);
const images = readdirSync(path.join(paths.client, "img"));
row(
  "image variants",
  String(images.length),
  `${Object.keys(JSON.parse(readFileSync(paths.manifest, "utf8"))).length} source images`,
);

const port = Number(process.env.BENCH_PORT ?? 4900);
const url = `http://127.0.0.1:${port}/`;
// Built before Lighthouse, which wants a quiet machine; measured beside ours in the press rows.
const baselineRef = process.argv.find((a) => a.startsWith("--press-baseline="))?.split("=")[1];
let baseline: BaselineSite | undefined;
const { spawn } = await import("node:child_process");
const server = spawn("node", ["dist/server/main.js"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve) => server.stdout.once("data", resolve));
try {
  if (baselineRef) baseline = await startBaselineSite(root, baselineRef, port + 1);
  // Lighthouse first, on a quiet machine: just after the page-weight browsers it scored 91-96 with
  // 160-330 ms of blocking time, alone 97 with 80 ms. The server answers once first, so no run meets it cold.
  await fetch(url);
  const lh = await runLighthouse(url, 5);
  for (const width of [1280, 375]) {
    const w = await measurePage(url, width);
    row(
      `page weight at ${width} px`,
      kb(w.total),
      `${w.requests} requests: html ${kb(w.document)}, js ${kb(w.script)}, css ${kb(w.css)}, fonts ${kb(w.font)}, images ${kb(w.image)}`,
    );
  }
  row(
    "Lighthouse mobile: performance",
    String(lh.performance),
    `median of ${lh.runs}: FCP ${(lh.fcp / 1000).toFixed(2)} s, LCP ${(lh.lcp / 1000).toFixed(2)} s, TBT ${Math.round(lh.tbt)} ms, CLS ${lh.cls.toFixed(3)}`,
  );
  row(
    "Lighthouse mobile: a11y / best practices / SEO",
    `${lh.accessibility} / ${lh.bestPractices} / ${lh.seo}`,
    "the median Joomla or WordPress home page scores about 40 for performance",
  );
  const sites = { ours: url, ...(baseline && { baseline: baseline.url }) };
  rows.push(...(await pressBenchRows(sites, baseline && `baseline ${baseline.name}`)));
  const cost = (c: FrameCost) =>
    `${c.frames} frames, script ${c.scriptMs.toFixed(1)} ms/frame, main thread ${c.taskMs.toFixed(1)} ms/frame, longest frame ${Math.round(c.longestMs)} ms`;
  for (const t of await measureSlideshow(url)) {
    row(`slideshow ${t.name}: ours (GPU)`, `${t.ours.taskMs.toFixed(1)} ms/frame`, cost(t.ours));
    row(`slideshow ${t.name}: DOM baseline`, `${t.baseline.taskMs.toFixed(1)} ms/frame`, cost(t.baseline));
    row(
      `slideshow ${t.name}: ours / baseline`,
      (t.ours.taskMs / t.baseline.taskMs).toFixed(2),
      "main-thread ms per frame (software WebGL rasterizes off the main thread's scripting)",
    );
  }
  for (const t of await measureStrip(url)) {
    row(`strip ${t.name}`, `${t.cost.taskMs.toFixed(1)} ms/frame`, cost(t.cost));
  }
  const soak = await soakPage(url);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  const after = `after ${soak.slideChanges} slideshow transitions, then ${soak.pageChanges} strip page changes`;
  const { before, afterSlideshow, afterStrip } = soak;
  row(
    "page soak: JS heap",
    `${mb(before.heapBytes)} → ${mb(afterSlideshow.heapBytes)} → ${mb(afterStrip.heapBytes)}`,
    `${after}, after a forced GC; growth ${mb(afterStrip.heapBytes - before.heapBytes)} (target < 1 MB)`,
  );
  row(
    "page soak: WebGL textures / canvases",
    `${before.textures} → ${afterSlideshow.textures} → ${afterStrip.textures} / ${before.canvases} → ${afterStrip.canvases}`,
    "live textures (created − deleted) and canvases; target: no growth",
  );
} finally {
  server.kill();
  baseline?.stop();
}
// The old sprite scene and today's shader scene side by side, on a page and server of their own.
for (const r of sceneRows(await measureScenes(root))) row(...r);

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const s = await benchServers(root, seconds);
const cpu = (r: LoadResult) =>
  r.cpuPerRequest === undefined ? "" : `, ${Math.round(r.cpuPerRequest)} µs CPU/req`;
const fmt = (r: LoadResult) => `${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${cpu(r)}`;
for (const [name, ours, bare] of [
  ["home page", s.oursHome, s.bareHome],
  ["strip endpoint", s.oursStrip, s.bareStrip],
] as const) {
  row(`${name}: ours`, fmt(ours), `${ours.errors} errors`);
  row(`${name}: bare node:http`, fmt(bare), "same bytes from memory");
  const cpuRatio =
    ours.cpuPerRequest && bare.cpuPerRequest
      ? `; bare CPU/req ÷ ours ${(bare.cpuPerRequest / ours.cpuPerRequest).toFixed(2)} (less swayed by a busy machine than req/s)`
      : "";
  row(`${name}: ours / bare`, (ours.rps / bare.rps).toFixed(2), `target ≥ 0.8${cpuRatio}`);
}

printTable(rows);
