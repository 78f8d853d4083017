import type { GlValue } from "../../motion/optionSchemas.ts";
import { type GlParam, misfit } from "./glslUniforms.ts";

// A tuning's slideshow.glParams is a free record in the schema (any name, any parameter), and its
// animation may be any "gl:<name>": before either is used, each name must be a transition of the
// gl-transitions catalogue and each parameter one of its uniforms, with a value of the uniform's type and
// range (glslUniforms.ts), as the panel's controls would give it. Pure: the panel's Import reads the
// catalogue from its chunks, Save, the CLI and the build from node_modules (scripts/motion/catalogueCheck.ts).

/** A catalogue transition's tunable uniforms by name; undefined for a name the catalogue does not have. */
export type CatalogueParams = (name: string) => Record<string, GlParam> | undefined;

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** The catalogue transitions a slideshow's settings name: its animation's and its glParams' keys. */
export function catalogueNamesIn(slideshow: unknown): string[] {
  if (!isRecord(slideshow)) return [];
  const animation = typeof slideshow.animation === "string" ? slideshow.animation : "";
  const named = animation.startsWith("gl:") ? [animation.slice("gl:".length)] : [];
  return [...named, ...Object.keys(isRecord(slideshow.glParams) ? slideshow.glParams : {})];
}

/**
 * The problems of a slideshow's settings (`at` its field, "slideshow") with the catalogue, each naming
 * its field: a "gl:" animation or a glParams name it does not have, a parameter a transition does not
 * have, a value not of its uniform's type and range.
 */
export function catalogueProblems(slideshow: unknown, at: string, paramsOf: CatalogueParams): string[] {
  if (!isRecord(slideshow)) return []; // absent, or a shape the schema refuses in its own words
  const problems: string[] = [];
  const animation = slideshow.animation;
  if (typeof animation === "string" && animation.startsWith("gl:") && !paramsOf(animation.slice(3)))
    problems.push(`${at}.animation: "${animation}" is not a transition of the gl-transitions catalogue`);
  const glParams = isRecord(slideshow.glParams) ? slideshow.glParams : {};
  for (const [name, params] of Object.entries(glParams)) {
    const field = `${at}.glParams.${name}`;
    const known = paramsOf(name);
    if (!known) {
      problems.push(`${field}: not a transition of the gl-transitions catalogue`);
      continue;
    }
    if (!isRecord(params)) continue;
    const list = Object.keys(known).join(", ") || "none";
    for (const [key, value] of Object.entries(params)) {
      const param = Object.hasOwn(known, key) ? known[key] : undefined;
      const why = param
        ? misfit(param, value as GlValue)
        : `not a parameter of gl:${name} (its parameters: ${list})`;
      if (why) problems.push(`${field}.${key}: ${why}`);
    }
  }
  return problems;
}
