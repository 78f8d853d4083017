import type { GlValue } from "../../motion/optionSchemas.ts";
import { describeGlsl, type GlParam, glRange, misfit, parseGlValue } from "./glslUniforms.ts";

/**
 * The open gl-transitions catalogue (npm `gl-transitions`): 125 transitions, one GLSL file each, with
 * `vec4 transition(vec2 uv)` over `progress`, `ratio`, `getFromColor` and `getToColor`. Only the names
 * are in this chunk; a transition's GLSL is its own small chunk, fetched when it is chosen.
 */
const sources = import.meta.glob<string>("/node_modules/gl-transitions/transitions/*.glsl", {
  query: "?raw",
  import: "default",
});
const byName = new Map(
  Object.entries(sources).map(([file, load]) => [
    file.slice(file.lastIndexOf("/") + 1, -".glsl".length),
    load,
  ]),
);

/** How content and the debug panel name a catalogue transition: "gl:Directional". */
export const GL_PREFIX = "gl:";
export const GL_NAMES: readonly string[] = [...byName.keys()].sort();

export type { GlParam, GlValue };
export { describeGlsl, glRange, misfit, parseGlValue };
export type GlTransition = {
  name: string;
  glsl: string;
  author: string;
  license: string;
  /** The uniforms it may be tuned by, with their defaults (samplers excluded: nothing feeds them). */
  params: Record<string, GlParam>;
};

/** The transition `name`, its GLSL fetched now; undefined for a name the catalogue does not have. */
export async function loadGlTransition(name: string): Promise<GlTransition | undefined> {
  const load = byName.get(name);
  if (!load) return undefined;
  const glsl = await load();
  return { name, glsl, ...describeGlsl(glsl) };
}
