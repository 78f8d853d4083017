import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build as viteBuild } from "vite";
import type * as EntryServer from "../src/app/entry-server.tsx";
import { ContentError, loadContent } from "../src/content/load.ts";
import { contentSnapshot } from "../src/server/snapshot.ts";
import { bundleRenderer, bundleServer } from "./bundleServer.ts";
import { writeCredits } from "./credits.ts";
import { renderDocument } from "./document.ts";
import { buildImages } from "./images/pipeline.ts";
import { hashInputs } from "./inputs.ts";
import { moduleGraphsScript } from "./moduleGraphs.ts";
import { contentCatalogueProblems } from "./motion/catalogueCheck.ts";
import { projectPaths } from "./paths.ts";
import { precompress } from "./precompress.ts";

/** The fonts every first view needs, preloaded so text never reflows when they arrive. */
const PRELOAD_FONTS = /^(inter-latin-wght-normal|cormorant-garamond-latin-(500|600)-normal)-.*\.woff2$/;

function fontPreloads(client: string): string {
  return readdirSync(path.join(client, "assets"))
    .filter((f) => PRELOAD_FONTS.test(f))
    .map((f) => `<link rel="preload" href="/assets/${f}" as="font" type="font/woff2" crossorigin />`)
    .join("\n    ");
}

/** Builds the site into dist/: client bundle, server bundle, images, and the prerendered home page. */
export async function build(root: string = process.cwd()): Promise<void> {
  const paths = projectPaths(root);
  const content = loadContent(root);
  const catalogue = contentCatalogueProblems(content);
  if (catalogue.length) throw new ContentError(catalogue);
  rmSync(paths.dist, { recursive: true, force: true });
  // The manifest names each lazy chunk's graph, for the page's module-graphs list (moduleGraphs.ts).
  await viteBuild({ root, logLevel: "warn", build: { outDir: paths.client, manifest: true } });
  const moduleGraphs = moduleGraphsScript(paths.client);
  await bundleServer(root, paths.server);
  await bundleRenderer(root, paths.prerender);
  // What the server reads of the content: only what was validated above (src/server/snapshot.ts).
  writeFileSync(path.join(paths.server, "content.json"), JSON.stringify(contentSnapshot(content)));
  const manifest = await buildImages({
    srcDir: paths.images,
    outDir: path.join(paths.client, "img"),
    cacheDir: paths.imageCache,
  });
  writeFileSync(paths.manifest, JSON.stringify(manifest));

  const renderer: typeof EntryServer = await import(
    pathToFileURL(path.join(paths.prerender, "entry-server.js")).href
  );
  const template = readFileSync(path.join(paths.client, "index.html"), "utf8");
  const data = renderer.toPageData(content, manifest);
  writeFileSync(
    path.join(paths.client, "index.html"),
    renderDocument(template, data, renderer, `${fontPreloads(paths.client)}\n    ${moduleGraphs}`),
  );
  writeCredits(root, paths.client, content.site.lang);
  precompress(paths.client);
  mkdirSync(paths.dist, { recursive: true });
  writeFileSync(
    paths.buildInfo,
    JSON.stringify({ inputs: hashInputs(root), builtAt: new Date().toISOString() }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = performance.now();
  build().then(
    () => console.log(`Built dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s`),
    (error: unknown) => {
      console.error(error instanceof ContentError ? error.message : error);
      process.exit(1);
    },
  );
}
