import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { MODULE_GRAPHS_ID } from "../src/platform/prefetchModules.ts";

type Chunk = { file: string; imports?: string[]; isDynamicEntry?: boolean };

/**
 * The page's `<script id="module-graphs">`: for each widget's lazy chunk that brings Pixi (the GPU
 * canvases, long to evaluate; the debug panel's are a designer's, not a visitor's), the URLs of every
 * chunk it imports, keyed by its source file. The page fetches them when it wants the canvas and runs
 * them only when it is still (src/platform/prefetchModules.ts); the chunk itself is the `import()`'s.
 * Vite's own preload helper cannot do this: it preloads a chunk's imports and runs them at once. Reads
 * Vite's manifest, then removes it: dist/ ships only what the page uses.
 */
export function moduleGraphsScript(client: string): string {
  const manifestFile = path.join(client, ".vite", "manifest.json");
  const manifest: Record<string, Chunk> = JSON.parse(readFileSync(manifestFile, "utf8"));
  rmSync(path.dirname(manifestFile), { recursive: true });
  const graph = (key: string, seen = new Set<string>()): string[] => {
    if (seen.has(key)) return [];
    seen.add(key);
    const chunk = manifest[key] as Chunk;
    return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((k) => graph(k, seen))];
  };
  const imports = (key: string) => graph(key).slice(1);
  const graphs = Object.fromEntries(
    Object.entries(manifest)
      .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith("src/widgets/"))
      .map(([key]) => [key, imports(key)])
      .filter(([, urls]) => (urls as string[]).some((u) => /\/pixi-[\w-]+\.js$/.test(u))),
  );
  if (Object.keys(graphs).length === 0)
    throw new Error("No widget's lazy chunk brings Pixi: the GPU canvases' chunks are gone");
  return `<script type="application/json" id="${MODULE_GRAPHS_ID}">${JSON.stringify(graphs)}</script>`;
}
