import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  describeGlsl,
  GL_NAMES,
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
    expect(misfit("float", 0.5)).toBeUndefined();
    expect(misfit("float", true)).toBe("expected a number");
    expect(misfit("bool", 1)).toBe("expected true or false");
    expect(misfit("vec2", [0, 1])).toBeUndefined();
    expect(misfit("vec2", [0, 1, 2])).toBe("expected 2 numbers");
    expect(misfit("ivec2", [10, 10])).toBeUndefined();
    expect(misfit("ivec2", [10, 1.5])).toBe("expected whole numbers");
    expect(misfit("int", 2.5)).toBe("expected whole numbers");
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
