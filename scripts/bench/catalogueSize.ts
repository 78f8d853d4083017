import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import type { OutputAsset, OutputChunk, RolldownOutput } from "rolldown";
import { build, type Plugin } from "vite";

/**
 * What the gl-transitions catalogue costs in JavaScript: its per-transition GLSL chunks (only the chosen
 * one is fetched), and the bytes its code adds to what the GPU slideshow loads, found by building the
 * client a second time with the catalogue's modules stubbed out. Both builds are made here in memory,
 * so a dist/ rebuilt meanwhile by someone else cannot mix two builds' files.
 */
const br = (code: string | Uint8Array) =>
  brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// The modules only catalogue transitions need; glMesh, glCatalogue and the shader template go with them.
const STUBS: Record<string, string> = {
  "/src/widgets/slideshow/glLayer.ts": "export const createGlLayer = () => undefined;",
  "/src/widgets/slideshow/glTransitions.ts":
    "export const createGlTransitions = () => ({ prepare: async () => undefined, get: () => undefined });",
};
const withoutCatalogue: Plugin = {
  name: "bench:without-catalogue",
  enforce: "pre",
  load(id) {
    const file = id.split("?")[0] ?? id;
    return Object.entries(STUBS).find(([stubbed]) => file.endsWith(stubbed))?.[1];
  },
};

type Files = Map<string, string>;

/** The client build's JS files by name, and those the HTML loads before anything lazy. */
async function clientBuild(root: string, plugins: Plugin[]) {
  const outDir = path.join(tmpdir(), "grandtour-bench-catalogue");
  const result = (await build({ root, logLevel: "silent", plugins, build: { write: false, outDir } })) as
    | RolldownOutput
    | RolldownOutput[];
  const output = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const chunks = output.filter((o): o is OutputChunk => o.type === "chunk");
  const html = output.find((o): o is OutputAsset => o.type === "asset" && o.fileName === "index.html");
  const linked = [...String(html?.source ?? "").matchAll(/\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  const files: Files = new Map(chunks.map((c) => [path.basename(c.fileName), c.code]));
  return { files, linked: new Set(linked) };
}

/** The GPU slideshow chunk and the chunks it imports statically that the page has not loaded already. */
function gpuLoad({ files, linked }: Awaited<ReturnType<typeof clientBuild>>): Set<string> {
  const entry = [...files.keys()].find((f) => f.startsWith("SlideshowCanvas-"));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || linked.has(file) || !files.has(file)) return;
    seen.add(file);
    for (const m of (files.get(file) ?? "").matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g))
      visit(m[1] ?? "");
  };
  if (entry) visit(entry);
  return seen;
}

export async function catalogueRows(root: string = process.cwd()): Promise<[string, string, string][]> {
  const names = readdirSync(path.join(root, "node_modules", "gl-transitions", "transitions"))
    .filter((f) => f.endsWith(".glsl"))
    .map((f) => f.slice(0, -".glsl".length));
  const withIt = await clientBuild(root, []);
  const without = await clientBuild(root, [withoutCatalogue]);

  // `<name>-<8-character hash>.js`, so that "fade" never takes "fadecolor"'s chunk.
  const glsl = names.flatMap((name) =>
    [...withIt.files.keys()]
      .filter((f) => f.startsWith(`${name}-`) && /^-[\w-]{8}\.js$/.test(f.slice(name.length)))
      .map((f) => ({ name, bytes: br(withIt.files.get(f) ?? "") })),
  );
  const largest = glsl.reduce((a, b) => (b.bytes > a.bytes ? b : a), { name: "", bytes: 0 });
  const total = glsl.reduce((n, g) => n + g.bytes, 0);

  // Files with the same name (a content hash) in both builds are the same bytes: only the others differ.
  const withFiles = gpuLoad(withIt);
  const withoutFiles = gpuLoad(without);
  // By chunk name without its hash: "pixi 120.3 → 120.4 KB", or "glCatalogue +2.9 KB" for one only with it.
  const sizes = (a: Set<string>, b: Set<string>, files: Files) =>
    new Map(
      [...a].filter((f) => !b.has(f)).map((f) => [f.replace(/-[\w-]{8}\.js$/, ""), br(files.get(f) ?? "")]),
    );
  const added = sizes(withFiles, withoutFiles, withIt.files);
  const removed = sizes(withoutFiles, withFiles, without.files);
  const sum = (m: Map<string, number>) => [...m.values()].reduce((n, x) => n + x, 0);
  const changes = [...added].map(([name, bytes]) => {
    const before = removed.get(name);
    return before === undefined ? `${name} +${kb(bytes)}` : `${name} ${kb(before)} → ${kb(bytes)}`;
  });
  const gone = [...removed.keys()].filter((name) => !added.has(name)).map((name) => `${name} gone`);
  return [
    [
      "gl-transitions GLSL chunks",
      `${glsl.length} of ${names.length}, mean ${kb(total / Math.max(1, glsl.length))} br`,
      `max ${kb(largest.bytes)} (${largest.name}), all ${kb(total)}; loaded one at a time: only the chosen transition's`,
    ],
    [
      "gl-transitions code in the GPU load",
      `+${kb(sum(added) - sum(removed))} br`,
      `GPU slideshow chunk and its static imports, without → with the catalogue's modules (a second build, them stubbed out): ${[...changes, ...gone].join(", ")}`,
    ],
  ];
}

// Alone: `npx tsx scripts/bench/catalogueSize.ts`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const r of await catalogueRows()) console.log(`| ${r.join(" | ")} |`);
}
