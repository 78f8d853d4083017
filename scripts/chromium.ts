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

/**
 * Tests and the GPU benches add WebGL on SwiftShader (there is no GPU) and text drawn the same in every
 * run (screenshots).
 */
export const CHROMIUM_ARGS = [
  ...CHROMIUM_ENV_ARGS,
  "--use-angle=swiftshader",
  "--enable-unsafe-swiftshader",
  "--font-render-hinting=none",
  "--disable-lcd-text",
];
