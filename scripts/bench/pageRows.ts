import { spawn } from "node:child_process";
import { type BaselineSite, startBaselineSite } from "./baselineSite.ts";
import { measureDrags } from "./drag.ts";
import { dragRows } from "./dragRows.ts";
import type { FrameCost } from "./frames.ts";
import { runLighthouse } from "./lighthouse.ts";
import { soakPage } from "./memory.ts";
import { measurePage } from "./page.ts";
import { phoneDragBenchRows } from "./phoneDragBench.ts";
import { pressBenchRows } from "./press.ts";
import { measureSlideshow } from "./slideshow.ts";
import { measureStrip } from "./strip.ts";
import type { Row } from "./table.ts";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const cost = (c: FrameCost) =>
  `${c.frames} frames, script ${c.scriptMs.toFixed(1)} ms/frame, main thread ${c.taskMs.toFixed(1)} ms/frame, longest frame ${Math.round(c.longestMs)} ms`;

/**
 * The built site in Chromium, served by its own server on `port`: Lighthouse, page weight, presses
 * (beside the build of `baselineRef`, served on the next port, when given), every slideshow transition
 * against its DOM baseline, the strip's animations, drags beside presses, drags on a phone beside their
 * floor and a soak of the page's memory.
 */
export async function pageRows(root: string, port: number, baselineRef?: string): Promise<Row[]> {
  const rows: Row[] = [];
  const url = `http://127.0.0.1:${port}/`;
  const server = spawn("node", ["dist/server/main.js"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve) => server.stdout.once("data", resolve));
  let baseline: BaselineSite | undefined;
  try {
    // Built before Lighthouse, which wants a quiet machine; measured beside ours in the press rows.
    if (baselineRef) baseline = await startBaselineSite(root, baselineRef, port + 1);
    // Lighthouse first: after the page-weight browsers it scores lower and counts more blocking time.
    // The server answers once first, so no run meets it cold.
    await fetch(url);
    const lh = await runLighthouse(url, 5);
    for (const width of [1280, 375]) {
      const w = await measurePage(url, width);
      rows.push([
        `page weight at ${width} px`,
        kb(w.total),
        `${w.requests} requests: html ${kb(w.document)}, js ${kb(w.script)}, css ${kb(w.css)}, fonts ${kb(w.font)}, images ${kb(w.image)}`,
      ]);
    }
    rows.push([
      "Lighthouse mobile: performance",
      String(lh.performance),
      `median of ${lh.runs}: FCP ${(lh.fcp / 1000).toFixed(2)} s, LCP ${(lh.lcp / 1000).toFixed(2)} s, TBT ${Math.round(lh.tbt)} ms, CLS ${lh.cls.toFixed(3)}`,
    ]);
    rows.push([
      "Lighthouse mobile: a11y / best practices / SEO",
      `${lh.accessibility} / ${lh.bestPractices} / ${lh.seo}`,
      "the median Joomla or WordPress home page scores about 40 for performance",
    ]);
    const sites = { ours: url, ...(baseline && { baseline: baseline.url }) };
    rows.push(...(await pressBenchRows(sites, baseline && `baseline ${baseline.name}`)));
    for (const t of await measureSlideshow(url)) {
      rows.push([`slideshow ${t.name}: ours (GPU)`, `${t.ours.taskMs.toFixed(1)} ms/frame`, cost(t.ours)]);
      rows.push([
        `slideshow ${t.name}: DOM baseline`,
        `${t.baseline.taskMs.toFixed(1)} ms/frame`,
        cost(t.baseline),
      ]);
      rows.push([
        `slideshow ${t.name}: ours / baseline`,
        (t.ours.taskMs / t.baseline.taskMs).toFixed(2),
        "main-thread ms per frame (software WebGL rasterizes off the main thread's scripting)",
      ]);
    }
    for (const t of await measureStrip(url)) {
      rows.push([`strip ${t.name}`, `${t.cost.taskMs.toFixed(1)} ms/frame`, cost(t.cost)]);
    }
    rows.push(...dragRows(await measureDrags(url)));
    rows.push(...(await phoneDragBenchRows(url)));
    rows.push(...soakRows(await soakPage(url)));
  } finally {
    server.kill();
    baseline?.stop();
  }
  return rows;
}

function soakRows(soak: Awaited<ReturnType<typeof soakPage>>): Row[] {
  const { before, afterSlideshow, afterStrip } = soak;
  const after = `after ${soak.slideChanges} slideshow transitions, then ${soak.pageChanges} strip page changes`;
  return [
    [
      "page soak: JS heap",
      `${mb(before.heapBytes)} → ${mb(afterSlideshow.heapBytes)} → ${mb(afterStrip.heapBytes)}`,
      `${after}, after a forced GC; growth ${mb(afterStrip.heapBytes - before.heapBytes)} (target < 1 MB)`,
    ],
    [
      "page soak: WebGL textures / canvases",
      `${before.textures} → ${afterSlideshow.textures} → ${afterStrip.textures} / ${before.canvases} → ${afterStrip.canvases}`,
      "live textures (created − deleted) and canvases; target: no growth",
    ],
  ];
}
