import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { build } from "../build.ts";
import { projectPaths } from "../paths.ts";
import { catalogueRows } from "./catalogueSize.ts";
import type { Row } from "./table.ts";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * A build with the image cache warm, timed, and what it wrote: the JS and CSS the page links before its
 * load event, the lazy chunks, the gl-transitions catalogue's chunks, the HTML and the image variants.
 */
export async function buildRows(root: string): Promise<Row[]> {
  const paths = projectPaths(root);
  const rows: Row[] = [];
  const started = performance.now();
  await build(root);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  rows.push(["build (images cached)", `${seconds} s`, "npm run build, warm image cache"]);

  const html = readFileSync(path.join(paths.client, "index.html"), "utf8");
  const linked = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1] as string,
  );
  const size = (file: string) => statSync(file, { throwIfNoEntry: false })?.size ?? 0;
  for (const ext of ["js", "css"]) {
    const files = linked.filter((f) => f.endsWith(`.${ext}`)).map((f) => path.join(paths.client, f));
    const sum = (suffix: string) => files.reduce((n, f) => n + size(f + suffix), 0);
    rows.push([
      `${ext.toUpperCase()} before load`,
      `${kb(sum(".br"))} br`,
      `${kb(sum(".gz"))} gzip, ${kb(sum(""))} raw`,
    ]);
  }
  const assets = path.join(paths.client, "assets");
  const lazy = readdirSync(assets).filter((f) => f.endsWith(".js") && !linked.includes(`/assets/${f}`));
  const lazyBr = lazy.reduce((n, f) => n + size(path.join(assets, `${f}.br`)), 0);
  const canvasChunk = lazy.find((f) => f.startsWith("SlideshowCanvas-"));
  rows.push([
    "JS lazy chunks",
    `${kb(lazyBr)} br`,
    canvasChunk
      ? `${lazy.length} files; GPU slideshow entry ${kb(size(path.join(assets, `${canvasChunk}.br`)))} br`
      : `${lazy.length} files`,
  ]);
  rows.push(...(await catalogueRows(root)));
  const page = path.join(paths.client, "index.html");
  rows.push(["HTML", `${kb(size(`${page}.br`))} br`, `${kb(size(page))} raw`]);
  const sources = Object.keys(JSON.parse(readFileSync(paths.manifest, "utf8"))).length;
  rows.push([
    "image variants",
    String(readdirSync(path.join(paths.client, "img")).length),
    `${sources} source images`,
  ]);
  return rows;
}
