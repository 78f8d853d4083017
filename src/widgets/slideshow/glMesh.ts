import { GlProgram, Mesh, MeshGeometry, Shader, Texture, type TextureSource, UniformGroup } from "pixi.js";
import wrapper from "../../../shaders/glTransition.frag?raw";
import vertex from "../../../shaders/slideshow.vert?raw";
import { type GlParam, type GlTransition, type GlValue, misfit } from "./glCatalogue.ts";
import { coverMapping } from "./pieceData.ts";

/** Pixi's uniform type for each GLSL type a catalogue parameter has (bool goes up as an int). */
const UNIFORM_TYPES: Record<string, string> = {
  float: "f32",
  int: "i32",
  bool: "i32",
  vec2: "vec2<f32>",
  vec3: "vec3<f32>",
  vec4: "vec4<f32>",
  ivec2: "vec2<i32>",
  ivec3: "vec3<i32>",
  ivec4: "vec4<i32>",
};

const uniformValue = ({ type, value }: GlParam) => {
  if (Array.isArray(value)) return type.startsWith("i") ? new Int32Array(value) : new Float32Array(value);
  return typeof value === "boolean" ? Number(value) : value;
};

/**
 * The program of a catalogue transition, as Pixi compiles it: the wrapper with its GLSL in place of the
 * TRANSITION line, in GLSL ES 1.00 like the catalogue, and the stage's vertex shader in the same dialect.
 */
export const glProgram = (transition: GlTransition) =>
  GlProgram.from({
    vertex: vertex.replace("#version 300 es", ""),
    fragment: wrapper.replace("// TRANSITION", () => transition.glsl),
    name: `gl-${transition.name}`,
  });

/** Why `fragment` does not compile on `gl`, or undefined when it does. */
export function compileError(gl: WebGL2RenderingContext, fragment: string): string | undefined {
  const shader = gl.createShader(gl.FRAGMENT_SHADER);
  if (!shader) return "no shader could be made";
  gl.shaderSource(shader, fragment);
  gl.compileShader(shader);
  const ok = gl.getShaderParameter(shader, gl.COMPILE_STATUS) as boolean;
  const log = gl.getShaderInfoLog(shader)?.trim();
  gl.deleteShader(shader);
  return ok || gl.isContextLost() ? undefined : log || "it did not compile";
}

/**
 * A quad the size of the stage drawn by one catalogue transition: the outgoing and incoming slides
 * mapped like `object-fit: cover`, `progress` set by the scene each frame from GSAP's tween.
 */
export function createGlMesh(transition: GlTransition) {
  const params = Object.entries(transition.params).filter(([, p]) => UNIFORM_TYPES[p.type]);
  const uniforms = new UniformGroup({
    uFromCover: { value: new Float32Array(4), type: "vec4<f32>" },
    uToCover: { value: new Float32Array(4), type: "vec4<f32>" },
    uStage: { value: new Float32Array([1, 1]), type: "vec2<f32>" },
    progress: { value: 0, type: "f32" },
    ratio: { value: 1, type: "f32" },
    ...Object.fromEntries(
      params.map(([name, p]) => [name, { value: uniformValue(p), type: UNIFORM_TYPES[p.type] }]),
    ),
  } as ConstructorParameters<typeof UniformGroup>[0]);
  const values = uniforms.uniforms as Record<string, Float32Array | Int32Array | number>;
  const empty: TextureSource = Texture.EMPTY.source;
  const shader = new Shader({
    glProgram: glProgram(transition),
    resources: { uFrom: empty, uTo: empty, glUniforms: uniforms },
  });
  const geometry = new MeshGeometry({ positions: new Float32Array(8), uvs: new Float32Array(8) });
  const mesh = new Mesh({ geometry, shader, label: `gl:${transition.name}` });

  const bind = (slot: "From" | "To", texture: Texture, width: number, height: number) => {
    shader.resources[`u${slot}`] = texture.source;
    (values[`u${slot}Cover`] as Float32Array).set(
      coverMapping(texture.source.width, texture.source.height, width, height),
    );
  };

  return {
    mesh,
    /** Draws `from` turning into `to` on a width x height stage. */
    begin(from: Texture, to: Texture, width: number, height: number) {
      geometry.positions = new Float32Array([0, 0, width, 0, width, height, 0, height]);
      bind("From", from, width, height);
      bind("To", to, width, height);
      (values.uStage as Float32Array).set([width, height]);
      values.ratio = width / height;
    },
    /**
     * Sets each parameter to its tuned value, or its default when it has none; returns why each tuned
     * value that is not one of its parameters, or not of its type, was left out.
     */
    tune(tuned: Readonly<Record<string, GlValue>>): string[] {
      const problems: string[] = [];
      for (const [name, param] of params) {
        const value = tuned[name];
        const why = value === undefined ? undefined : misfit(param, value);
        if (why) problems.push(`${name} ${JSON.stringify(value)}: ${why}`);
        values[name] = uniformValue(value === undefined || why ? param : { type: param.type, value });
      }
      for (const name of Object.keys(tuned))
        if (!transition.params[name]) problems.push(`${name}: it has no such parameter`);
      return problems;
    },
    set progress(p: number) {
      values.progress = p;
    },
    /** Frees the mesh, its geometry and shader; the slides belong to the caller. Safe to call twice. */
    destroy() {
      if (mesh.destroyed) return;
      mesh.destroy();
      geometry.destroy();
      shader.destroy();
    },
  };
}

export type GlMesh = ReturnType<typeof createGlMesh>;
