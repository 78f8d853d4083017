import { createHash } from "node:crypto";
import type { AssetTable } from "./assets.ts";

/** A `<script>` with no attributes: code inline in a page (a data block has its type, a file its src). */
const INLINE = /<script>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources that allow the built pages' own inline scripts, and nothing else inline: each one's
 * SHA-256, read from the pages as they are served, so the policy always matches the build.
 */
export function inlineScriptHashes(assets: AssetTable): string[] {
  const hashes = new Set<string>();
  for (const [name, asset] of assets) {
    if (!name.endsWith(".html")) continue;
    for (const [, code] of new TextDecoder().decode(asset.body).matchAll(INLINE))
      hashes.add(
        `'sha256-${createHash("sha256")
          .update(code ?? "")
          .digest("base64")}'`,
      );
  }
  return [...hashes];
}
