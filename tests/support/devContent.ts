import { cpSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DEV_PORT } from "./ports.ts";

// The browser tests' dev server reads and writes a copy of content/ (its CONTENT_DIR), so a test of
// Save to content never changes the project's files, nor the content every other test reads.

const ROOT = path.resolve(import.meta.dirname, "../..");
/** The dev server's content folder in browser tests, one per port so developers' runs never share it. */
export const DEV_CONTENT = path.join(ROOT, ".cache", `e2e-content-${DEV_PORT}`);

/** Puts content/ back into the dev server's copy, as the project has it. */
export function resetDevContent(): void {
  rmSync(DEV_CONTENT, { recursive: true, force: true });
  cpSync(path.join(ROOT, "content"), DEV_CONTENT, { recursive: true });
}

/** One file of the copy, or of the project's content/ (`original`), as text. */
export const devContentFile = (name: string, original = false) =>
  readFileSync(path.join(original ? path.join(ROOT, "content") : DEV_CONTENT, name), "utf8");

// Run as a command (playwright.config.ts does, before starting the dev server): make the copy.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) resetDevContent();
