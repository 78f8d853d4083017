import { spawn } from "node:child_process";
import { chromium } from "@playwright/test";
import { build } from "../build.ts";
import { CHROMIUM_ENV_ARGS, ensureChromium } from "../chromium.ts";
import { measureDrags } from "./drag.ts";
import { dragRows } from "./dragRows.ts";
import type { BenchSetup, FrameCost } from "./frames.ts";
import { measureSlideshow } from "./slideshow.ts";
import { measureStrip } from "./strip.ts";
import type { Row } from "./table.ts";

/** Hardware WebGL through ANGLE on the driver's EGL; no falling back to SwiftShader. */
const GPU_ARGS = [
  ...CHROMIUM_ENV_ARGS,
  "--use-gl=angle",
  "--use-angle=gl-egl",
  "--ignore-gpu-blocklist",
  "--enable-gpu-rasterization",
  "--disable-software-rasterizer",
];
/** No vsync and no frame cap: how far above 60 Hz each frame could go (120 Hz needs 8.3 ms). */
const UNCAPPED = ["--disable-gpu-vsync", "--disable-frame-rate-limit"];
const SOFTWARE_RENDERER = /SwiftShader|llvmpipe|softpipe|software|Basic Render/i;
const PORT = "4901";

/** The WebGL renderer Chromium reports with `args` (WEBGL_debug_renderer_info), or "" without WebGL. */
async function webglRenderer(args: readonly string[]): Promise<string> {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: [...args] });
  try {
    const page = await browser.newPage();
    return await page.evaluate(() => {
      const gl = document.createElement("canvas").getContext("webgl2");
      const info = gl?.getExtension("WEBGL_debug_renderer_info");
      return (info && gl?.getParameter(info.UNMASKED_RENDERER_WEBGL)) || "";
    });
  } finally {
    await browser.close();
  }
}

const frames = (c: FrameCost) =>
  `mean ${c.meanMs.toFixed(1)} ms, p95 ${c.p95Ms.toFixed(1)} ms, max ${c.longestMs.toFixed(1)} ms, missed ${c.missed}`;
const thread = (c: FrameCost) =>
  `main thread ${c.taskMs.toFixed(1)} ms/frame, script ${c.scriptMs.toFixed(1)} ms/frame, ${c.frames} frames`;

/**
 * `npm run bench -- --gpu`: real frames on real graphics hardware, at 1920 x 1080, dpr 1 and 2, at 60 Hz
 * and uncapped (missed frames counted against 120 Hz there): the 18 transitions, the DOM baseline and the
 * 8 strip animations, and drags beside presses (drag.ts). Refuses to run, and says why, when Chromium's WebGL is not hardware.
 */
export async function benchGpu(root: string): Promise<{ renderer: string; rows: Row[] }> {
  const renderer = await webglRenderer(GPU_ARGS);
  if (!renderer || SOFTWARE_RENDERER.test(renderer))
    throw new Error(
      `npm run bench -- --gpu needs hardware WebGL, and Chromium reports ${renderer ? `"${renderer}"` : "no WebGL"} ` +
        `with ${GPU_ARGS.slice(CHROMIUM_ENV_ARGS.length).join(" ")}. Run it on a machine with a GPU and its EGL driver; \`npm run bench\` gives the software table.`,
    );
  await build(root);
  const server = spawn("node", ["dist/server/main.js"], {
    env: { ...process.env, PORT, HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve) => server.stdout.once("data", resolve));
  const url = `http://127.0.0.1:${PORT}/`;
  const rows: Row[] = [["WebGL renderer", renderer, GPU_ARGS.slice(CHROMIUM_ENV_ARGS.length).join(" ")]];
  try {
    for (const capped of [true, false]) {
      for (const dpr of [1, 2]) {
        const setup: BenchSetup = {
          args: capped ? GPU_ARGS : [...GPU_ARGS, ...UNCAPPED],
          viewport: { width: 1920, height: 1080 },
          deviceScaleFactor: dpr,
          hz: capped ? 60 : 120,
        };
        const at = `${capped ? "60 Hz" : "uncapped"}, dpr ${dpr}`;
        for (const t of await measureSlideshow(url, setup)) {
          rows.push([`slideshow ${t.name} (${at})`, frames(t.ours), thread(t.ours)]);
          rows.push([`DOM baseline ${t.name} (${at})`, frames(t.baseline), thread(t.baseline)]);
        }
        for (const t of await measureStrip(url, setup))
          rows.push([`strip ${t.name} (${at})`, frames(t.cost), thread(t.cost)]);
        rows.push(...dragRows(await measureDrags(url, setup), ` (${at})`));
      }
    }
  } finally {
    server.kill();
  }
  return { renderer, rows };
}
