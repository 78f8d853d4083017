import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  describeGlsl,
  GL_NAMES,
  type GlValue,
  glRange,
  loadGlTransition,
  misfit,
  parseGlValue,
} from "../../../../src/widgets/slideshow/glCatalogue.ts";

type Entry = { name: string; author: string; license: string; defaultParams: Record<string, unknown> };
const index = JSON.parse(readFileSync("node_modules/gl-transitions/gl-transitions.json", "utf8")) as Entry[];

describe("the gl-transitions catalogue", () => {
  it("lists every transition of the package by name", () => {
    expect(GL_NAMES).toEqual(index.map((e) => e.name).sort());
    expect(GL_NAMES).toHaveLength(125);
  });

  it("reads GLSL literals", () => {
    expect(parseGlValue("float", "50.0")).toBe(50);
    expect(parseGlValue("bool", "false")).toBe(false);
    expect(parseGlValue("vec4", "vec4(0.,0.,0.,.6)")).toEqual([0, 0, 0, 0.6]);
    expect(parseGlValue("ivec2", "ivec2(10)")).toEqual([10, 10]);
  });

  it("says why a tuned value cannot be a uniform of its type", () => {
    const p = (type: string, value: GlValue) => ({ type, value });
    expect(misfit(p("float", 1), 0.5)).toBeUndefined();
    expect(misfit(p("float", 1), true)).toBe("expected a number");
    expect(misfit(p("bool", false), 1)).toBe("expected true or false");
    expect(misfit(p("vec2", [0, 1]), [0, 1])).toBeUndefined();
    expect(misfit(p("vec2", [0, 1]), [0, 1, 2])).toBe("expected 2 numbers");
    expect(misfit(p("ivec2", [10, 10]), [10, 10])).toBeUndefined();
    expect(misfit(p("ivec2", [10, 10]), [10, 1.5])).toBe(
      "1.5 is not allowed: must be a whole number from -100 to 100 (nearest allowed: 2)",
    );
    expect(misfit(p("int", 5), 2.5)).toMatch(/^2.5 is not allowed: must be a whole number from 0 to 50/);
  });

  it("gives each uniform a range from its type and default: never below 0 for a positive default", () => {
    const count = { type: "float", value: 10 };
    expect(glRange(count)).toEqual({ min: 0, max: 100, unit: "", whole: false });
    expect(misfit(count, -5)).toBe("-5 is not allowed: must be 0 to 100 (nearest allowed: 0)");
    expect(misfit(count, 1e9)).toBe("1000000000 is not allowed: must be 0 to 100 (nearest allowed: 100)");
    expect(misfit(count, 0.5)).toBeUndefined();
    // A direction may point either way; a small default still has room up to 1.
    expect(glRange({ type: "vec2", value: [0, 1] })).toMatchObject({ min: -10, max: 10 });
    expect(glRange({ type: "float", value: -1 })).toMatchObject({ min: -10, max: 10 });
    expect(glRange({ type: "float", value: 0.01 })).toMatchObject({ min: 0, max: 1 });
    expect(glRange({ type: "int", value: 0 })).toEqual({ min: -1, max: 1, unit: "", whole: true });
  });

  it("reads each transition's author, licence and defaults as the package's own index has them", async () => {
    for (const entry of index) {
      const t = await loadGlTransition(entry.name);
      expect(t?.glsl).toContain("transition");
      expect({ name: entry.name, author: t?.author, license: t?.license }).toEqual({
        name: entry.name,
        author: entry.author,
        license: entry.license,
      });
      const values = Object.fromEntries(Object.entries(t?.params ?? {}).map(([k, p]) => [k, p.value]));
      // burn writes its default as `uniform vec3 color /* = vec3(0.9, 0.4, 0.2) */;`, which the package's
      // own index misses (and would leave black); read here, it is the colour its author meant.
      const expected = entry.name === "burn" ? { color: [0.9, 0.4, 0.2] } : entry.defaultParams;
      expect({ name: entry.name, values }).toEqual({ name: entry.name, values: expected });
    }
    expect(await loadGlTransition("NoSuchTransition")).toBeUndefined();
    expect(describeGlsl("uniform sampler2D luma;").params).toEqual({});
  });
});
