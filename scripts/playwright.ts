import { spawnSync } from "node:child_process";
import { ContentError } from "../src/content/load.ts";
import { build } from "./build.ts";
import { ensureChromium } from "./chromium.ts";
import { EnginesMissing, ensureEngines } from "./engines.ts";
import { buildIsCurrent } from "./inputs.ts";

/**
 * Runs Playwright against a current build with the system Chromium, and Firefox and WebKit when the run
 * includes their projects (all of them unless --project names others); arguments pass through.
 */
const root = process.cwd();
const args = process.argv.slice(2);
const projects = args.filter((a) => a.startsWith("--project=")).map((a) => a.slice("--project=".length));
try {
  const chromium = ensureChromium();
  if (!projects.length || projects.some((p) => /^(firefox|webkit)/.test(p))) ensureEngines();
  if (!buildIsCurrent(root)) await build(root);
  const result = spawnSync("npx", ["playwright", "test", ...args], {
    stdio: "inherit",
    env: { ...process.env, CHROMIUM_PATH: chromium },
  });
  process.exit(result.status ?? 1);
} catch (error) {
  console.error(error instanceof ContentError || error instanceof EnginesMissing ? error.message : error);
  process.exit(1);
}
