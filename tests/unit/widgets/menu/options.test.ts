import { describe, expect, it } from "vitest";
import { menuSchema } from "../../../../src/content/schema.ts";
import { rolloverProblem } from "../../../../src/widgets/menu/model.ts";
import {
  defaultDesktop,
  defaultMobile,
  resolveDesktop,
  resolveMobile,
} from "../../../../src/widgets/menu/options.ts";

describe("menu options", () => {
  it("default to SPEC.md 9's menu constants", () => {
    expect(resolveDesktop()).toMatchObject({
      transition: "linear",
      viewportMargin: 10,
      directionOffset: 30,
      offCanvasWidth: 300,
      ms: { duration: 500, openDelay: 0, closeDelay: 500 },
    });
    expect(resolveMobile()).toMatchObject({
      title: "Menu",
      backText: "Back",
      type: "flat",
      zIndex: 100000,
      direction: "ltr",
    });
  });

  it("are the defaults: content that says nothing gets them, and content may say any of them", () => {
    const parsed = menuSchema.parse({ items: [{ label: "Home", href: "#hero" }] });
    expect(resolveDesktop(parsed.desktop)).toMatchObject(defaultDesktop);
    expect(resolveMobile(parsed.mobile)).toEqual(defaultMobile);
    const full = menuSchema.parse({
      items: [{ label: "Home" }],
      desktop: defaultDesktop,
      mobile: defaultMobile,
    });
    expect(full.desktop).toEqual(defaultDesktop);
  });

  it("accept named speeds and reject bad durations, delays and easings", () => {
    expect(resolveDesktop({ duration: "fast" }).ms.duration).toBe(200);
    expect(resolveDesktop({ transition: "cubic-bezier(0.4, 0, 0.2, 1)" }).transition).toContain("cubic");
    expect(() => resolveDesktop({ duration: -1 })).toThrow(/Invalid menu duration: -1/);
    expect(() => resolveDesktop({ closeDelay: Number.NaN })).toThrow(/Invalid menu close delay/);
    expect(() => resolveDesktop({ transition: "bouncy" })).toThrow('Invalid menu transition: "bouncy"');
  });
});

describe("rollover items", () => {
  it("need a rollover image (SPEC.md 8's message otherwise), at any depth", () => {
    expect(rolloverProblem([{ rollover: true, rolloverImage: "a.svg" }])).toBeUndefined();
    expect(rolloverProblem([{ rollover: true }])).toBe("rolloveritem items found but no rolloverimage");
    expect(rolloverProblem([{ children: [{ rollover: true }] }])).toBe(
      "rolloveritem items found but no rolloverimage",
    );
    expect(rolloverProblem([{ rolloverImage: "a.svg" }, {}])).toBeUndefined();
  });
});
