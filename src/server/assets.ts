import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** One file of the public build, held in memory with its precompressed forms. */
export type Asset = {
  body: Uint8Array;
  br?: Uint8Array;
  gzip?: Uint8Array;
  type: string;
  etag: string;
  /** Content-hashed file names never change, so browsers and CDNs may keep them for a year. */
  immutable: boolean;
};

/** URL path ("/assets/app.1a2b3c.js") to asset. Only what is in this table is ever served. */
export type AssetTable = Map<string, Asset>;

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ico": "image/x-icon",
};

/**
 * Files that are never served, even if a build or a stray copy leaves them in the public folder:
 * dotfiles and dot-folders, source maps, the precompressed twins (served only as encodings), package
 * and lock files, and anything under a content/ or node_modules/ folder.
 */
const PRIVATE =
  /(^|\/)\.|\.map$|\.(br|gz)$|(^|\/)(package(-lock)?\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml)$|(^|\/)(content|node_modules)\//;
const HASHED = /[.-][\w-]{8,}\.\w+$/;

function walk(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return walk(path.join(dir, entry.name), rel);
    // Symbolic links and other special files are skipped: only regular files of the build are served.
    return entry.isFile() ? [rel] : [];
  });
}

function readOptional(file: string): Uint8Array | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Loads the public build into memory once, at start; a request never touches the file system. */
export function loadAssets(dir: string): AssetTable {
  const table: AssetTable = new Map();
  for (const rel of walk(dir)) {
    const type = TYPES[path.extname(rel).toLowerCase()];
    if (PRIVATE.test(rel) || !type) continue;
    const file = path.join(dir, rel);
    const body = readFileSync(file);
    const asset: Asset = {
      body,
      type,
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
      immutable: rel.startsWith("/assets/") || (rel.startsWith("/img/") && HASHED.test(rel)),
    };
    const br = readOptional(`${file}.br`);
    const gzip = readOptional(`${file}.gz`);
    if (br) asset.br = br;
    if (gzip) asset.gzip = gzip;
    table.set(rel, asset);
  }
  return table;
}
