import { type GlTransition, loadGlTransition } from "./glCatalogue.ts";
import { compileError, glProgram } from "./glMesh.ts";

/**
 * The catalogue transitions one canvas can draw. Each is fetched and its shader compiled once, when it
 * is first asked for; one that is not in the catalogue, or whose GLSL does not compile here, is logged
 * once with the reason and crossfades from then on (behaviour.md 5's rule for unknown names).
 */
export function createGlTransitions(gl: WebGL2RenderingContext | undefined) {
  const ready = new Map<string, GlTransition>();
  const asked = new Map<string, Promise<GlTransition | undefined>>();
  const told = new Set<string>();

  const refuse = (name: string, why: string) => {
    console.warn(`Slideshow transition gl:${name} plays as a crossfade: ${why}`);
    return undefined;
  };

  async function prepare(name: string): Promise<GlTransition | undefined> {
    const transition = await loadGlTransition(name);
    if (!transition) return refuse(name, "the gl-transitions catalogue has no transition of that name");
    const error = gl ? compileError(gl, glProgram(transition).fragment ?? "") : undefined;
    if (error) return refuse(name, `its shader does not compile (${error})`);
    ready.set(name, transition);
    return transition;
  }

  return {
    /** Fetches and checks `name` now, once; resolves with it, or undefined when it crossfades. */
    prepare(name: string): Promise<GlTransition | undefined> {
      const promise = asked.get(name) ?? prepare(name);
      asked.set(name, promise);
      return promise;
    },
    /** `name` when it can be drawn at once; undefined while it loads, or when it crossfades. */
    get: (name: string) => ready.get(name),
    /** Logs, once per parameter and reason, a tuned parameter of `name` that is left at its default. */
    ignored(name: string, problems: readonly string[]) {
      for (const problem of problems) {
        const message = `Slideshow transition gl:${name} keeps its default for ${problem}`;
        if (!told.has(message)) console.warn(message);
        told.add(message);
      }
    },
  };
}

export type GlTransitions = ReturnType<typeof createGlTransitions>;
