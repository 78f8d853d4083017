import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { chromium } from "@playwright/test";
import { build } from "./build.ts";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.ts";
import { buildIsCurrent } from "./inputs.ts";

/**
 * Makes docs/debug-panel.png for the README: the designers' panel over the home page, with a tuned
 * value, GSDevTools on the last transition. Serves the build on $PORT (default 4819) while it runs.
 */
const root = process.cwd();
const port = Number(process.env.PORT ?? 4819);
const out = path.join(root, "docs", "debug-panel.png");

async function waitForServer(url: string) {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer at ${url}`);
}

let server: ChildProcess | undefined;
try {
  if (!buildIsCurrent(root)) await build(root);
  server = spawn("node", ["dist/server/main.js"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "inherit",
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForServer(`${base}/`);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  await page.goto(`${base}/?debug`);
  // The canvas loads once a visitor has arrived (a pointer moved), as tests/support/visitor.ts does.
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
  const region = page.locator("section.slideshow");
  await region.and(page.locator("[data-renderer='gpu']")).waitFor({ timeout: 30_000 });
  const duration = page.getByLabel("Slideshow duration (ms)");
  await duration.fill("800");
  await duration.press("Enter");
  await page.getByLabel("Slideshow animation").selectOption("blindsMirrorIn");
  await region.getByRole("button", { name: "Next slide" }).click();
  await page.locator("[data-state='idle']").waitFor();
  await page.locator(".gs-dev-tools").waitFor();
  await region.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 150));
  // GSDevTools shows its controls while the pointer is near it.
  await page.mouse.move(600, 780);
  await page.waitForTimeout(600);
  await page.screenshot({ path: out });
  console.log(`Wrote ${path.relative(root, out)}`);
  await browser.close();
} finally {
  server?.kill();
}
