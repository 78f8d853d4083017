import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { projectPaths } from "./paths.ts";

// scripts/vite: the build plugins vite.config.ts imports; build.ts, bundleServer.ts, document.ts,
// moduleGraphs.ts: what dist/ holds; shaders: the GLSL the GPU scenes import.
const INPUTS = [
  "content",
  "assets",
  "public",
  "src",
  "index.html",
  "vite.config.ts",
  "scripts/vite",
  "scripts/credits.ts",
  "scripts/build.ts",
  "scripts/bundleServer.ts",
  "scripts/document.ts",
  "scripts/moduleGraphs.ts",
  "shaders",
  "package-lock.json",
];

function files(at: string): string[] {
  const stat = statSync(at, { throwIfNoEntry: false });
  if (!stat) return [];
  if (!stat.isDirectory()) return [at];
  return readdirSync(at)
    .sort()
    .flatMap((name) => files(path.join(at, name)));
}

/** A hash of everything a build is made from: when it changes, the build is stale. */
export function hashInputs(root: string): string {
  const hash = createHash("sha256");
  for (const file of INPUTS.flatMap((p) => files(path.join(root, p)))) {
    hash.update(path.relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

/** True when dist/ was built from exactly the content, images and code that are here now. */
export function buildIsCurrent(root: string): boolean {
  const { buildInfo, server } = projectPaths(root);
  if (!existsSync(buildInfo) || !existsSync(path.join(server, "main.js"))) return false;
  const info = JSON.parse(readFileSync(buildInfo, "utf8")) as { inputs?: string };
  return info.inputs === hashInputs(root);
}
