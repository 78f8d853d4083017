import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Browser, chromium } from "@playwright/test";
import { MOTION_KEY } from "../src/motion/motionStore.ts";
import { parseMotionSettings } from "../src/motion/settings.ts";
import { build } from "./build.ts";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.ts";
import { freePort } from "./freePort.ts";
import { buildIsCurrent } from "./inputs.ts";
import { writeSheetPicture } from "./sheetPicture.ts";

/**
 * `npm run sheet -- --out sheet.png [--settings export.json] [--page n]`: the debug panel's sheet of every
 * transition at 25, 50 and 75 %, drawn by the built site in Chromium's software WebGL and written as a
 * PNG with its legend (the settings it was drawn with, the columns' percentages, the animation in use
 * marked) and without the dialog's buttons, so a reviewer sees what a tuning changes. `--settings` is a panel export (validated as the panel
 * validates it); `--page n` draws the gl-transitions catalogue's page n instead of the 18.
 */
const root = process.cwd();
const { values } = parseArgs({
  options: {
    out: { type: "string", default: "sheet.png" },
    settings: { type: "string" },
    page: { type: "string" },
  },
});
const out = path.resolve(root, values.out as string);
const cataloguePage = Number(values.page ?? 0);
/** A refusal (a bad argument): its reason is printed alone, without a stack trace. */
class Refused extends Error {}
function refuse(message: string): never {
  throw new Refused(message);
}
process.on("uncaughtException", (error) => {
  console.error(error instanceof Refused ? error.message : error);
  process.exit(1);
});
if (!Number.isInteger(cataloguePage) || cataloguePage < 0)
  refuse(`Invalid --page ${values.page} (expected a whole number >= 0)`);

let settings: string | undefined;
if (values.settings) {
  let text = "";
  try {
    text = readFileSync(values.settings, "utf8");
  } catch (error) {
    refuse(`Cannot read ${values.settings}: ${(error as Error).message}`);
  }
  const parsed = parseMotionSettings(text);
  if (parsed instanceof Error) refuse(`${values.settings}: ${parsed.message}`);
  settings = JSON.stringify(parsed);
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
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  if (settings)
    await page.addInitScript(
      ([key, json]) => localStorage.setItem(key as string, json as string),
      [MOTION_KEY, settings],
    );
  await page.goto(`${base}/?debug`);
  // Tuned settings are read by a lazy chunk: the notice says they are in effect.
  if (settings) await page.locator(".motion-notice").waitFor({ timeout: 30_000 });
  await page.getByRole("button", { name: "Sheet", exact: true }).click({ timeout: 30_000 });
  const sheet = page.getByRole("dialog", { name: "Transition sheet" });
  // A page turned while the one before draws stops that drawing.
  for (let n = 0; n < cataloguePage; n++) {
    const next = sheet.getByRole("button", { name: "Next page" });
    if (await next.isDisabled())
      refuse(`The catalogue has ${n} pages: --page ${cataloguePage} is past its end`);
    await next.click();
  }
  await sheet.and(page.locator("[data-state='ready']")).waitFor({ timeout: 120_000 });
  await writeSheetPicture(sheet, out);
  const ms = await sheet.getAttribute("data-ms");
  const cells = await sheet.getAttribute("data-drawn");
  console.log(`Wrote ${path.relative(root, out)}: ${cells} frames drawn in ${ms} ms`);
} catch (error) {
  console.error(error instanceof Refused ? error.message : error);
  process.exitCode = 1;
} finally {
  server?.kill();
  await browser?.close();
}
