import { describe, expect, it } from "vitest";
import { stripModuleSchema } from "../../../../src/content/schema.ts";
import { defaultOptions, resolveOptions } from "../../../../src/widgets/strip/options.ts";

describe("strip options", () => {
  it("have behaviour.md 3 and 9's defaults: fade-delay, autoplay off, 5 seconds, and behaviour.md 10's timing", () => {
    const o = resolveOptions();
    expect(o).toMatchObject({ animation: "fadeDelay", autoplay: false, delay: 5000, prefetch: true });
    expect(o.ease.text).toBe(defaultOptions.ease);
    expect(o.motion.flyIn).toEqual({ duration: 500, stagger: 90, extraDistance: 25 });
  });

  it("lay the content's module, then the tuned settings, over them", () => {
    const content = {
      animation: "flyIn",
      autoplay: 1,
      delay: 3,
      motion: { flyIn: { stagger: 20 } },
    } as const;
    const o = resolveOptions(content, { delay: 2, motion: { flyIn: { duration: "fast" } } });
    expect(o).toMatchObject({ animation: "flyIn", autoplay: true, delay: 2000 });
    expect(o.motion.flyIn).toEqual({ duration: 200, stagger: 20, extraDistance: 25 });
  });

  it("are the content schema's strip fields: a module's options pass as they are", () => {
    const module = stripModuleSchema.parse({
      id: 1,
      title: "S",
      items: [{ title: "T", text: "X", image: "a.svg" }],
      animation: "scaleIn",
      ease: "power2.out",
    });
    expect(module).not.toHaveProperty("delay");
    expect(resolveOptions(module)).toMatchObject({ animation: "scaleIn", delay: 5000 });
    expect(() => stripModuleSchema.parse({ ...module, ease: "wobbly" })).toThrowError(/GSAP ease/);
  });
});
