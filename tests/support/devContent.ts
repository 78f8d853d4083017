import {
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DEV_PORT } from "./ports.ts";

// The browser tests' dev server reads and writes a copy of content/ (its CONTENT_DIR), so a test of
// Save to content never changes the project's files, nor the content every other test reads.

const ROOT = path.resolve(import.meta.dirname, "../..");
const CONTENT = path.join(ROOT, "content");
/** The dev server's content folder in browser tests, one per port so developers' runs never share it. */
export const DEV_CONTENT = path.join(ROOT, ".cache", `e2e-content-${DEV_PORT}`);
/** Held by the test that uses the dev server (devServer.ts): a folder, made by one process at a time. */
const lockOf = (dir: string) => `${dir}.lock`;

/**
 * Puts content/ back into the dev server's copy, as the project has it: each file replaced whole by a
 * rename, so the server never finds one missing or half-written, and files content/ lacks removed.
 */
export function resetDevContent(dir = DEV_CONTENT): void {
  mkdirSync(dir, { recursive: true });
  const names = readdirSync(CONTENT);
  for (const name of names) {
    const temporary = path.join(dir, `.${name}.reset`);
    copyFileSync(path.join(CONTENT, name), temporary);
    renameSync(temporary, path.join(dir, name));
  }
  for (const name of readdirSync(dir))
    if (!names.includes(name)) rmSync(path.join(dir, name), { recursive: true, force: true });
}

/** One file of the copy, or of the project's content/ (`original`), as text. */
export const devContentFile = (name: string, original = false) =>
  readFileSync(path.join(original ? CONTENT : DEV_CONTENT, name), "utf8");

/** Whether the process that made the lock has ended (a worker killed mid-test leaves it behind). */
function lockAbandoned(lock: string): boolean {
  let owner = 0;
  try {
    owner = Number(readFileSync(path.join(lock, "pid"), "utf8"));
  } catch {
    return false; // just made (its maker writes its pid next), or just released
  }
  if (!owner) return false;
  try {
    process.kill(owner, 0);
    return false;
  } catch {
    return true;
  }
}

/** Waits until this process holds the dev server's content; returns the release. */
export async function holdDevContent(dir = DEV_CONTENT): Promise<() => void> {
  const lock = lockOf(dir);
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, "pid"), String(process.pid));
      return () => rmSync(lock, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (lockAbandoned(lock)) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

// Run as a command (playwright.config.ts does, before starting the dev server): make the copy, and drop
// a lock an interrupted run left.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  rmSync(lockOf(DEV_CONTENT), { recursive: true, force: true });
  resetDevContent();
}
