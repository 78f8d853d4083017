import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

const found = () => [process.env.CHROMIUM_PATH, ...CANDIDATES].find((p): p is string => !!p && existsSync(p));

/**
 * The Chromium the browser tests drive: $CHROMIUM_PATH, or the system one. On a fresh Debian machine
 * it installs the `chromium` package when it may (as root); otherwise it says exactly what to run.
 */
export function ensureChromium(): string {
  const existing = found();
  if (existing) return existing;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("No Chromium found: installing Debian's chromium package…");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    const installed = found();
    if (installed) return installed;
  }
  throw new Error(
    "No Chromium found. Install one (Debian: `sudo apt-get install chromium`) or set CHROMIUM_PATH to its binary.",
  );
}

/** Flags every launch on this machine needs: run as root, with a closed network. */
export const CHROMIUM_ENV_ARGS = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-default-apps",
  "--no-first-run",
];

/** The features Playwright 1.65 turns off in every Chromium it launches (its `chromiumSwitches`). */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * Each new window (every test's browser context) starts the toolbar's omnibox popup, a WebUI page, in a
 * renderer of its own: a third of a page load's renderer CPU, for a toolbar a headless browser never shows.
 * Chromium honours only the last --disable-features, so this one carries Playwright's list too
 * (tests/e2e/harness.spec.ts fails when Playwright's list changes).
 */
export const DISABLED_FEATURES_ARG = `--disable-features=${[
  ...PLAYWRIGHT_DISABLED_FEATURES,
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
].join(",")}`;

/**
 * Tests and the GPU benches add WebGL on SwiftShader (there is no GPU) and text drawn the same in every
 * run (screenshots), in Playwright's browser without the toolbar's omnibox popup.
 */
export const CHROMIUM_ARGS = [
  ...CHROMIUM_ENV_ARGS,
  DISABLED_FEATURES_ARG,
  "--use-angle=swiftshader",
  "--enable-unsafe-swiftshader",
  "--font-render-hinting=none",
  "--disable-lcd-text",
];

/**
 * The behaviour tests' Chromium: the same, with the page's DOM rastered on the CPU, as Chromium itself does
 * when its only GPU is SwiftShader; WebGL and compositing stay on SwiftShader. Debian's /etc/chromium.d
 * turns GPU rasterization on, which SwiftShader runs on the GPU process's threads: 715 ms of GPU-process
 * CPU per page load against 475 ms (tests/e2e/harness.spec.ts checks the switch holds). The visual
 * baselines keep Debian's GPU rasterization: text antialiasing differs between the two.
 */
export const BEHAVIOUR_CHROMIUM_ARGS = [...CHROMIUM_ARGS, "--disable-gpu-rasterization"];
