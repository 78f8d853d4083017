import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Content } from "../../src/content/schema.ts";
import type { GlValue } from "../../src/motion/optionSchemas.ts";
import { describeGlsl, misfit } from "../../src/widgets/slideshow/glslUniforms.ts";

// A tuning's slideshow.glParams is a free record in the schema (any name, any parameter): before it goes
// into content, each name must be a transition of the gl-transitions catalogue and each parameter one
// of its uniforms, with a value of the uniform's type, as the panel's controls would give it.

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** The problems of a tuning's glParams, each naming the export's field; none when it has none. */
export function glParamsProblems(tuning: unknown): string[] {
  const glParams = isRecord(tuning) && isRecord(tuning.slideshow) ? tuning.slideshow.glParams : undefined;
  return catalogueProblems(glParams, "slideshow.glParams");
}

/** The same of content: the build refuses glParams a tuning's save would have refused. */
export function contentGlParamsProblems(content: Content): string[] {
  const at = "content/gallery.json: settings.glParams";
  return catalogueProblems(content.gallery.settings?.glParams, at);
}

// Found from this file, not a project root: the build also runs in copies with no node_modules.
const folder = path.join(
  path.dirname(createRequire(import.meta.url).resolve("gl-transitions/package.json")),
  "transitions",
);

function catalogueProblems(glParams: unknown, field: string): string[] {
  if (!isRecord(glParams)) return []; // absent, or a shape the schema refuses in its own words
  const names = new Set(
    readdirSync(folder)
      .filter((file) => file.endsWith(".glsl"))
      .map((file) => file.slice(0, -".glsl".length)),
  );
  const problems: string[] = [];
  for (const [name, params] of Object.entries(glParams)) {
    const at = `${field}.${name}`;
    if (!names.has(name)) {
      problems.push(`${at}: not a transition of the gl-transitions catalogue`);
      continue;
    }
    if (!isRecord(params)) continue;
    const known = describeGlsl(readFileSync(path.join(folder, `${name}.glsl`), "utf8")).params;
    const list = Object.keys(known).join(", ") || "none";
    for (const [key, value] of Object.entries(params)) {
      const param = Object.hasOwn(known, key) ? known[key] : undefined;
      if (!param) problems.push(`${at}.${key}: not a parameter of gl:${name} (its parameters: ${list})`);
      else {
        const wrong = misfit(param.type, value as GlValue);
        if (wrong) problems.push(`${at}.${key}: ${wrong}`);
      }
    }
  }
  return problems;
}
