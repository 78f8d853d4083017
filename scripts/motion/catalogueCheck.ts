import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Content } from "../../src/content/schema.ts";
import { type CatalogueParams, catalogueProblems } from "../../src/widgets/slideshow/catalogueProblems.ts";
import { describeGlsl } from "../../src/widgets/slideshow/glslUniforms.ts";

// Save, the CLI and the build check a tuning's or content's catalogue transitions with the page's own
// rule (src/widgets/slideshow/catalogueProblems.ts), reading the catalogue from node_modules.

// Found from this file, not a project root: the build also runs in copies with no node_modules.
const folder = path.join(
  path.dirname(createRequire(import.meta.url).resolve("gl-transitions/package.json")),
  "transitions",
);

const paramsOf: CatalogueParams = (name) => {
  const file = path.join(folder, `${name}.glsl`);
  if (!/^\w+$/.test(name) || !existsSync(file)) return undefined;
  return describeGlsl(readFileSync(file, "utf8")).params;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** The problems of a tuning's catalogue animation and glParams, each naming the export's field. */
export function tuningCatalogueProblems(tuning: unknown): string[] {
  return catalogueProblems(isRecord(tuning) ? tuning.slideshow : undefined, "slideshow", paramsOf);
}

/** The same of content: the build refuses what a tuning's save would have refused. */
export function contentCatalogueProblems(content: Content): string[] {
  return catalogueProblems(content.gallery.settings, "content/gallery.json: settings", paramsOf);
}
