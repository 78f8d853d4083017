import type { GlValue } from "../../motion/optionSchemas.ts";
import { outOfRange, type Range } from "../../motion/ranges.ts";

// A gl-transitions GLSL file's tunable uniforms, read from its text: pure, so the dev server's save
// (scripts/motion/catalogueCheck.ts) checks a tuning's parameters with the same reading as the page.

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

/**
 * A uniform's range, from its declared type and default (the catalogue declares no ranges):
 * up to ten times its default's size, and at least 1; never below 0 when its default is a positive
 * number (a count, a size, a strength); a vector's components alike, either sign. Integer types take whole
 * numbers. behaviour.md 9, "Tunable ranges".
 */
export function glRange({ type, value }: GlParam): Range {
  const numbers = (Array.isArray(value) ? value : [value]).map(Number);
  const size = Math.max(1, ...numbers.map((n) => 10 * Math.abs(n)));
  const positive = !Array.isArray(value) && typeof value === "number" && value > 0;
  return { min: positive ? 0 : -size, max: size, unit: "", whole: type.startsWith("i") };
}

/** Why `value` cannot be the uniform `param` (its type and its range), or undefined when it can. */
export function misfit(param: GlParam, value: GlValue): string | undefined {
  const { type } = param;
  const size = Number(/\d$/.exec(type)?.[0] ?? 1);
  const numbers = Array.isArray(value) ? value : [value];
  if (type === "bool") return typeof value === "boolean" ? undefined : "expected true or false";
  if (numbers.length !== size || numbers.some((n) => typeof n !== "number"))
    return size === 1 ? "expected a number" : `expected ${size} numbers`;
  const range = glRange(param);
  for (const n of numbers as number[]) {
    const why = outOfRange(n, range);
    if (why) return why;
  }
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
