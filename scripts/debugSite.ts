import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { type Browser, chromium, type Page } from "@playwright/test";
import { MOTION_KEY } from "../src/motion/motionStore.ts";
import { parseMotionSettings } from "../src/motion/settings.ts";
import { build } from "./build.ts";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.ts";
import { freePort } from "./freePort.ts";
import { buildIsCurrent } from "./inputs.ts";

/**
 * What the designer's terminal commands (`npm run sheet`, `npm run film`) share: a refusal printed alone,
 * a panel export read as the panel reads it, and the built site served and opened with ?debug.
 */

/** A refusal (a bad argument): its reason is printed alone, without a stack trace. */
export class Refused extends Error {}
export function refuse(message: string): never {
  throw new Refused(message);
}
/** How a command ends on an error: a refusal's words alone, anything else with its stack. */
export const report = (error: unknown) => console.error(error instanceof Refused ? error.message : error);
process.on("uncaughtException", (error) => {
  report(error);
  process.exit(1);
});

/** A panel export (`--settings`), validated as the panel validates an import; the JSON to store. */
export function readSettings(file: string | undefined): string | undefined {
  if (!file) return undefined;
  let text = "";
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    refuse(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const parsed = parseMotionSettings(text);
  if (parsed instanceof Error) refuse(`${file}: ${parsed.message}`);
  return JSON.stringify(parsed);
}

async function waitForServer(url: string) {
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer at ${url}`);
}

/**
 * Builds the site if its sources changed, serves it on a free port and opens /?debug in Chromium with
 * `settings` tuned (the notice says so once they are read); `run` gets the page. Everything is stopped
 * after, whatever happened.
 */
export async function withDebugSite(
  root: string,
  settings: string | undefined,
  viewport: { width: number; height: number },
  run: (page: Page) => Promise<void>,
): Promise<void> {
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    if (!buildIsCurrent(root)) await build(root);
    const port = await freePort();
    server = spawn("node", ["dist/server/main.js"], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
      stdio: "inherit",
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForServer(`${base}/`);
    browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
    if (settings)
      await page.addInitScript(
        ([key, json]) => localStorage.setItem(key as string, json as string),
        [MOTION_KEY, settings],
      );
    await page.goto(`${base}/?debug`);
    // Tuned settings are read by a lazy chunk: the notice says they are in effect.
    if (settings) await page.locator(".motion-notice").waitFor({ timeout: 30_000 });
    await run(page);
  } finally {
    server?.kill();
    await browser?.close();
  }
}
