import { createHash } from "node:crypto";
import type { AssetTable } from "./assets.ts";

/** A `<script>` with no attributes: code inline in a page (a data block has its type, a file its src). */
const INLINE = /<script>([\s\S]*?)<\/script>/g;

const sha256 = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;

/**
 * The CSP sources that allow the built pages' own inline scripts, and nothing else inline: each one's
 * SHA-256, read from the pages as they are served, so the policy always matches the build.
 */
export function inlineScriptHashes(pages: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of pages) for (const [, code] of html.matchAll(INLINE)) hashes.add(sha256(code ?? ""));
  return [...hashes];
}

/** The built pages' HTML, from the server's table of files. */
export const htmlPages = (assets: AssetTable): string[] =>
  [...assets].filter(([name]) => name.endsWith(".html")).map(([, a]) => new TextDecoder().decode(a.body));
