import { defineConfig, devices } from "@playwright/test";
import { BEHAVIOUR_CHROMIUM_ARGS, CHROMIUM_ARGS } from "./scripts/chromium.ts";
import type { EngineOptions } from "./tests/engines/support/fixtures.ts";
import { DEV_CONTENT } from "./tests/support/devContent.ts";
import { DEV_PORT, PORT } from "./tests/support/ports.ts";

/** Firefox ESR and WebKitGTK at a desktop's and a phone's size (tests/engines/support/fixtures.ts). */
const engineProjects = (["firefox", "webkit"] as const).flatMap((engineName) =>
  Object.entries({ desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }).map(
    ([size, windowSize]) => ({
      name: `${engineName}-${size}`,
      testDir: "tests/engines",
      testMatch: /.*\.engine\.ts/,
      use: { engineName, windowSize },
    }),
  ),
);

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Browser tests run against the built site served by the real server (scripts/playwright.ts builds it). */
export default defineConfig<EngineOptions>({
  testDir: "tests",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // One retry on CI, where software WebGL shares two cores with two browsers: a test that passes only on
  // its retry is listed as flaky in the report, to be looked into, rather than failing the whole run.
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ["list"],
    ["./tests/support/projectTimes.ts"],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
  ],
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  expect: {
    // Software WebGL on two busy cores can hold a page's frames for seconds the first time a canvas draws
    // (a strip change's leave seen starting 4 s late): waits get room; no test asserts how long they took.
    timeout: 15_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: "disabled", caret: "hide" },
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Behaviour tests raster the DOM in software; the visual project below keeps the baselines' GPU raster.
    launchOptions: { executablePath, args: BEHAVIOUR_CHROMIUM_ARGS },
    // A trace records every action's DOM and screen: a tenth of a run's CPU. On CI a failure's retry
    // records one (a failure that passes on its retry is the flaky one to look into); here, every failure.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
  },
  webServer: [
    {
      command: "node dist/server/main.js",
      url: `http://127.0.0.1:${PORT}/`,
      env: { PORT: String(PORT), HOST: "127.0.0.1" },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // On a fresh copy of content/, which motion-save.spec writes (tests/support/devContent.ts).
      command: "npx tsx tests/support/devContent.ts && npx tsx scripts/dev.ts",
      url: `http://localhost:${DEV_PORT}/`,
      env: { PORT: String(DEV_PORT), CONTENT_DIR: DEV_CONTENT },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
  projects: [
    {
      name: "desktop",
      testDir: "tests/e2e",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
    {
      name: "phone",
      testDir: "tests/e2e",
      // What no screen size or touch changes (the server, sanitizing strip replies, error isolation, press
      // storms, the designers' clipboard, saving tuned motion to content) is tested at desktop size only.
      testIgnore:
        /(server|credits|strip-replies|isolation|stress|debug-clipboard|motion-save|motion-save-panel|sheet|debug-film)\.spec\.ts/,
      use: { ...devices["Pixel 7"], channel: undefined },
    },
    {
      // Touch on an iPhone's screen, user agent and size (in Chromium): the widgets that tell phones apart.
      name: "iphone",
      testDir: "tests/e2e",
      // (The menus' behaviour at a phone's size and touch is the phone project's.)
      testMatch: /(help|feature-table|feature-table-narrow|captions|side-menu-motion)\.spec\.ts/,
      use: { ...devices["iPhone 14"], browserName: "chromium", channel: undefined },
    },
    {
      name: "visual",
      testDir: "tests/visual",
      testMatch: /.*\.visual\.ts/,
      // Full-page captures of a long page in software rendering take seconds each, and comparing them more.
      timeout: 180_000,
      expect: { timeout: 60_000 },
      use: {
        deviceScaleFactor: 1,
        colorScheme: "light",
        launchOptions: { executablePath, args: CHROMIUM_ARGS },
      },
    },
    // Left out only when asked (scripts/engines.ts says so in the run's output).
    ...(process.env.TEST_WITHOUT_ENGINES ? [] : engineProjects),
  ],
});
