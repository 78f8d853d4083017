import type { GlValue } from "../../motion/optionSchemas.ts";

// A gl-transitions GLSL file's tunable uniforms, read from its text: pure, so the dev server's save
// (scripts/motion/glParamsCheck.ts) checks a tuning's parameters with the same reading as the page.

export type GlParam = { type: string; value: GlValue };

const UNIFORM = /^\s*uniform\s+(\w+)\s+(\w+)\s*(?:\/\*\s*=\s*(.+?)\s*\*\/)?\s*;\s*(?:\/\/\s*=\s*(.+?)\s*)?$/;

/** A GLSL literal as a value: 1.0, 3, true, vec2(0.0, 1.0), ivec2(10). */
export function parseGlValue(type: string, text: string): GlValue {
  const t = text.trim();
  if (type === "bool") return t === "true";
  const args = /^\w+\s*\((.*)\)$/.exec(t)?.[1];
  if (args === undefined) return Number.parseFloat(t);
  const numbers = args.split(",").map((n) => Number.parseFloat(n));
  const size = Number(/\d$/.exec(type)?.[0] ?? numbers.length);
  return numbers.length === 1 ? Array<number>(size).fill(numbers[0] as number) : numbers;
}

/** Why `value` cannot be the uniform `param` of GLSL type `type`, or undefined when it can. */
export function misfit(type: string, value: GlValue): string | undefined {
  const size = Number(/\d$/.exec(type)?.[0] ?? 1);
  const ints = type.startsWith("i");
  const numbers = Array.isArray(value) ? value : [value];
  if (type === "bool") return typeof value === "boolean" ? undefined : "expected true or false";
  if (numbers.length !== size || numbers.some((n) => typeof n !== "number"))
    return size === 1 ? "expected a number" : `expected ${size} numbers`;
  if (ints && numbers.some((n) => !Number.isInteger(n))) return "expected whole numbers";
  return undefined;
}

/** Author, licence and tunable uniforms, read from a transition's own header and uniform comments. */
export function describeGlsl(glsl: string): {
  author: string;
  license: string;
  params: Record<string, GlParam>;
} {
  const header = (key: string) =>
    new RegExp(`^//\\s*${key}\\s*:\\s*(.+)$`, "im").exec(glsl)?.[1]?.trim() ?? "";
  const params: Record<string, GlParam> = {};
  for (const line of glsl.split("\n")) {
    const m = UNIFORM.exec(line);
    if (!m || m[1] === "sampler2D") continue;
    const [, type = "float", name = "", inline, trailing] = m;
    const fallback = type === "bool" ? "false" : type.includes("vec") ? `${type}(0.0)` : "0";
    params[name] = { type, value: parseGlValue(type, inline ?? trailing ?? fallback) };
  }
  return { author: header("author"), license: header("license"), params };
}
