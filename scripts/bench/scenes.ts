import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { createServer } from "vite";
import { TRANSITION_NAMES, type TransitionName } from "../../src/widgets/slideshow/options.ts";
import { CHROMIUM_ARGS, ensureChromium } from "../chromium.ts";
import { projectPaths } from "../paths.ts";
import { type FrameCost, mainThreadIdle, measureFrames } from "./frames.ts";
import { sceneRows } from "./sceneRows.ts";
import type { ChangeDraws, SceneKind, ScenesApi } from "./scenes/main.ts";

/** drawCalls: per frame; frameMs, beginMs: as the page timed them (scenes/main.ts's ChangeDraws). */
export type SceneCost = Omit<FrameCost, "meanMs" | "p95Ms" | "missed"> & {
  drawCalls: number;
  frameMs: number[];
  beginMs: number;
};
export type SceneResult = { name: TransitionName; width: number } & Record<SceneKind, SceneCost>;

type BenchWindow = Window & { benchScenes: ScenesApi };
const PORT = Number(process.env.BENCH_PORT ?? 4900) + 10;
const WIDTHS = [1280, 1920];
// Each kind twice per transition, A B B A then B A A B: a busy moment of the machine (a few frames of a
// software-rendered change are all one run has) weighs on both kinds alike.
const ORDERS: SceneKind[][] = [
  ["sprites", "shader", "shader", "sprites"],
  ["shader", "sprites", "sprites", "shader"],
];
const PAGE = `http://127.0.0.1:${PORT}/scripts/bench/scenes/index.html`;

/** The 1920 px JPEG of the gallery's first two slides, as URLs the bench's server serves from dist/. */
function slideUrls(root: string): string[] {
  const paths = projectPaths(root);
  const gallery = JSON.parse(readFileSync(path.join(paths.content, "gallery.json"), "utf8"));
  const manifest = JSON.parse(readFileSync(paths.manifest, "utf8"));
  return (gallery.slides as { image: string }[]).slice(0, 2).map(({ image }) => {
    const entry = manifest[image] as { src: string; srcset: { fallback: string } };
    const widest = entry.srcset.fallback.split(", ").at(-1)?.split(" ")[0] ?? entry.src;
    return `/dist/client${widest}`;
  });
}

/** Two runs as one: their frames added, their per-frame costs weighted by frames. */
function merge(a: SceneCost | undefined, b: SceneCost): SceneCost {
  if (!a) return b;
  const frames = a.frames + b.frames;
  const per = (key: "scriptMs" | "taskMs" | "drawCalls") => (a[key] * a.frames + b[key] * b.frames) / frames;
  const longestMs = Math.max(a.longestMs, b.longestMs);
  const frameMs = [...a.frameMs, ...b.frameMs];
  const beginMs = (a.beginMs + b.beginMs) / 2;
  return {
    frames,
    scriptMs: per("scriptMs"),
    taskMs: per("taskMs"),
    drawCalls: per("drawCalls"),
    longestMs,
    frameMs,
    beginMs,
  };
}

/**
 * The slideshow's old sprite scene (scripts/bench/spriteScene.ts) against today's one-shader scene, side
 * by side in one browser: main-thread and script ms per transition frame and WebGL draw calls per frame,
 * for the 18 transitions at two stage widths. The bench page (scripts/bench/scenes/) is served by a
 * Vite dev server of its own; the slides are two of the build's images.
 */
export async function measureScenes(root: string = process.cwd()): Promise<SceneResult[]> {
  // No config file: the site's plugins are not needed. Its own port and dependency cache, and no file
  // watching, so it never meets the site's dev or test servers, nor reloads when a source is saved.
  const server = await createServer({
    configFile: false,
    root,
    logLevel: "warn",
    cacheDir: path.join(root, "node_modules", ".vite-bench-scenes"),
    server: { host: "127.0.0.1", port: PORT, strictPort: true, hmr: false, watch: null },
    optimizeDeps: {
      entries: ["scripts/bench/scenes/index.html"],
      // All of the page's dependencies, optimized before it loads: one found later reloads the page.
      include: ["pixi.js", "pixi.js/unsafe-eval", "gsap", "@gsap/react", "react"],
    },
  });
  await server.listen();
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const results: SceneResult[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    // tsx keeps function names with an `__name` helper that functions sent to the page would miss.
    await page.addInitScript("globalThis.__name = (target) => target;");
    page.on("pageerror", (error) => console.error(`scenes bench page: ${error.message}`));
    await page.goto(PAGE);
    let reloaded = false;
    page.on("framenavigated", () => {
      reloaded = true;
    });
    await page.waitForFunction(() => "benchScenes" in window, null, { timeout: 120_000 });
    await page.evaluate((urls) => (window as unknown as BenchWindow).benchScenes.load(urls), slideUrls(root));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Performance.enable");

    const run = async (kind: SceneKind, width: number, name: TransitionName): Promise<SceneCost> => {
      await page.evaluate(([k, w]) => (window as unknown as BenchWindow).benchScenes.setScene(k, w), [
        kind,
        width,
      ] as const);
      await mainThreadIdle(page);
      let drawn: ChangeDraws = { drawCalls: 0, frameMs: [], beginMs: 0 };
      const cost = await measureFrames(page, cdp, async () => {
        drawn = await page.evaluate(
          (n) => (window as unknown as BenchWindow).benchScenes.playChange(n),
          name,
        );
      });
      if (reloaded) throw new Error("The scenes bench page reloaded mid-run: its numbers would be void");
      return {
        ...cost,
        drawCalls: drawn.drawCalls / Math.max(1, drawn.frameMs.length),
        frameMs: drawn.frameMs,
        beginMs: drawn.beginMs,
      };
    };

    for (const width of WIDTHS) {
      // The page no larger than the stage: the compositor's software raster is most of a frame's time.
      await page.setViewportSize({ width, height: Math.round((width * 9) / 16) });
      // Once each first, unmeasured: shader compiles, texture uploads and the JIT's warm-up.
      for (const kind of ["sprites", "shader"] as const) await run(kind, width, "boxesRight");
      for (const [i, name] of TRANSITION_NAMES.entries()) {
        const cost: Partial<Record<SceneKind, SceneCost>> = {};
        for (const kind of ORDERS[i % 2] ?? []) cost[kind] = merge(cost[kind], await run(kind, width, name));
        results.push({ name, width, sprites: cost.sprites as SceneCost, shader: cost.shader as SceneCost });
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return results;
}

// Alone (`npx tsx scripts/bench/scenes.ts`): the scene rows only, over the last build's images.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (!existsSync(projectPaths().manifest))
    throw new Error("No dist/images.json: run `npm run build` first.");
  const rows = sceneRows(await measureScenes());
  for (const r of rows) console.log(`| ${r.join(" | ")} |`);
}
