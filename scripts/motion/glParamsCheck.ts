import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { GlValue } from "../../src/motion/optionSchemas.ts";
import { describeGlsl, misfit } from "../../src/widgets/slideshow/glslUniforms.ts";

// A tuning's slideshow.glParams is a free record in the schema (any name, any parameter): before it goes
// into content, each name must be a transition of the gl-transitions catalogue and each parameter one
// of its uniforms, with a value of the uniform's type, as the panel's controls would give it.

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** The problems of `tuning`'s glParams, each naming the export's field; none when it has none. */
export function glParamsProblems(root: string, tuning: unknown): string[] {
  const glParams = isRecord(tuning) && isRecord(tuning.slideshow) ? tuning.slideshow.glParams : undefined;
  if (!isRecord(glParams)) return []; // absent, or a shape the schema refuses in its own words
  const folder = path.join(root, "node_modules", "gl-transitions", "transitions");
  const names = new Set(
    readdirSync(folder)
      .filter((file) => file.endsWith(".glsl"))
      .map((file) => file.slice(0, -".glsl".length)),
  );
  const problems: string[] = [];
  for (const [name, params] of Object.entries(glParams)) {
    const at = `slideshow.glParams.${name}`;
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
