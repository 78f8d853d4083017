import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { FIREFOX, MINIBROWSER, WEBKIT_DRIVER } from "../tests/engines/support/paths.ts";

/** Set to run the suite without Firefox and WebKit where they cannot be had; the run says so. */
export const WITHOUT_ENGINES = "TEST_WITHOUT_ENGINES";

/** The engines cannot be had here: its message is the one line the run prints. */
export class EnginesMissing extends Error {}

/** What the cross-engine suite runs, and the Debian package that brings each. */
const NEEDS: [path: string, pkg: string][] = [
  [FIREFOX, "firefox-esr"],
  [WEBKIT_DRIVER, "webkit2gtk-driver"],
  [MINIBROWSER, "webkit2gtk-driver"],
  ["/usr/bin/Xvfb", "xvfb"],
  ["/usr/bin/xauth", "xauth"],
];

const missing = () => [...new Set(NEEDS.filter(([path]) => !existsSync(path)).map(([, pkg]) => pkg))];

/**
 * Firefox ESR and WebKitGTK for tests/engines, from Debian's packages as Chromium is: installed when missing
 * and we may (root, apt-get). When they cannot be had the run stops, in one line, unless $TEST_WITHOUT_ENGINES
 * is set, so a run never passes by leaving them out unsaid. Returns whether the engines run.
 */
export function ensureEngines(): boolean {
  if (process.env[WITHOUT_ENGINES]) {
    console.log(`${WITHOUT_ENGINES} is set: Firefox and WebKit are left out of this run.`);
    return false;
  }
  let absent = missing();
  if (absent.length && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log(`Installing Debian's ${absent.join(", ")} for the cross-engine tests…`);
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...absent], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    absent = missing();
  }
  if (absent.length) {
    throw new EnginesMissing(
      `Firefox and WebKit tests need Debian's ${absent.join(", ")} (sudo apt-get install ${absent.join(" ")}); ` +
        `set ${WITHOUT_ENGINES}=1 to run without them.`,
    );
  }
  return true;
}
