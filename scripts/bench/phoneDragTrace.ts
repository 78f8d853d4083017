import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type CDPSession, chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "../chromium.ts";
import { mainThreadIdle } from "./frames.ts";
import { fingerDrag, PHONE, PHONE_DRAGGED, probedPage, slowCpu, WIDE_PHONE_DENSITY } from "./phoneDrag.ts";
import { installPhoneDragProbe } from "./phoneDragProbe.ts";
import { openSite, routeAnimation } from "./phoneSite.ts";
import { startProcess } from "./server.ts";
import { stripMovedOn } from "./strip.ts";
import { summarizeTrace, type TraceEvent } from "./traceSummary.ts";

/** What Chromium records: the main thread's tasks, events, frames, GC, V8's sampled stacks, the GPU's work. */
const CATEGORIES = [
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "v8.execute",
  "v8",
  "blink.user_timing",
  "disabled-by-default-v8.cpu_profiler",
  // The GPU process: with software WebGL (SwiftShader) it may be what the frames wait for.
  "gpu",
  "gpu.service",
  "viz",
  "cc",
];

async function traced(cdp: CDPSession, run: () => Promise<unknown>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", {
    traceConfig: { includedCategories: CATEGORIES },
    transferMode: "ReportEvents",
  });
  await run();
  await cdp.send("Tracing.end");
  await complete;
  return events;
}

/**
 * `npx tsx scripts/bench/phoneDragTrace.ts [row words] [cpu rate] [url]`: one phone drag row (the first
 * of PHONE_DRAGGED whose name has the words, by default the slideshow's slideLeft) at that CPU rate (4),
 * its page's second drag (as the rows) traced by Chromium: the trace is written to .tmp/ (open it in DevTools' Performance panel) and
 * summed up: the main thread's tasks while the finger moves, what each is made of, and the functions
 * that took the time. Without a url, the build in dist/ is served on a free port. For names in the
 * functions, trace a build made without minifying.
 */
async function main() {
  const [words = "slideLeft", rate = "4", given] = process.argv.slice(2);
  const dragged = PHONE_DRAGGED.find((r) => r.name.includes(words));
  if (!dragged) throw new Error(`no phone drag row has "${words}"`);
  const server = given
    ? undefined
    : await startProcess(["dist/server/main.js"], { PORT: "0", HOST: "127.0.0.1" }, /localhost:(\d+)/);
  const url = given ?? `http://127.0.0.1:${server?.port}/`;
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext(dragged.pointer === "touch" ? { ...PHONE } : WIDE_PHONE_DENSITY);
    const { page, cdp } = await probedPage(context, installPhoneDragProbe);
    await routeAnimation(page, url, dragged);
    const stage = await openSite(page, url, dragged);
    // The page's second drag, as the rows measure: the first pays what happens once.
    await fingerDrag(cdp, stage, dragged.pointer);
    if (dragged.widget === "slideshow") await page.locator("section.slideshow[data-state='idle']").waitFor();
    else await page.waitForFunction(stripMovedOn, "1");
    await slowCpu(cdp, Number(rate));
    await mainThreadIdle(page);
    const events = await traced(cdp, async () => {
      await fingerDrag(cdp, stage, dragged.pointer);
      await page.waitForTimeout(300);
    });
    const file = path.join(".tmp", `phone-drag-${dragged.name.replace(/\W+/g, "-")}-${rate}x.json`);
    mkdirSync(".tmp", { recursive: true });
    writeFileSync(file, JSON.stringify({ traceEvents: events }));
    console.log(`${dragged.name}, ${rate}x CPU: trace in ${file}\n`);
    console.log(summarizeTrace(events));
  } finally {
    await browser.close();
    server?.child.kill();
  }
}

await main();
