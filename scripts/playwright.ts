import { spawnSync } from "node:child_process";
import { ContentError } from "../src/content/load.ts";
import { build } from "./build.ts";
import { ensureChromium } from "./chromium.ts";
import { buildIsCurrent } from "./inputs.ts";

/** Runs Playwright against a current build with the system Chromium; arguments pass through. */
const root = process.cwd();
try {
  const chromium = ensureChromium();
  if (!buildIsCurrent(root)) await build(root);
  const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, CHROMIUM_PATH: chromium },
  });
  process.exit(result.status ?? 1);
} catch (error) {
  console.error(error instanceof ContentError ? error.message : error);
  process.exit(1);
}
