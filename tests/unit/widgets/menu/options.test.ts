import { describe, expect, it } from "vitest";
import { menuSchema } from "../../../../src/content/schema.ts";
import {
  defaultDesktop,
  defaultMobile,
  resolveOptions,
  rolloverProblem,
} from "../../../../src/widgets/menu/options.ts";

const desktop = (input: Parameters<typeof resolveOptions>[0] & object = {}) => resolveOptions(input).desktop;

describe("menu options", () => {
  it("default to behaviour.md 9's menu constants", () => {
    const { desktop, mobile } = resolveOptions();
    expect(desktop).toMatchObject({
      transition: "linear",
      viewportMargin: 10,
      directionOffset: 30,
      offCanvasWidth: 300,
      ms: { duration: 500, openDelay: 0, closeDelay: 500 },
    });
    expect(mobile).toMatchObject({
      title: "Menu",
      backText: "Back",
      type: "flat",
      zIndex: 100000,
      direction: "ltr",
    });
  });

  it("are the defaults: content that says nothing gets them, and content may say any of them", () => {
    const parsed = menuSchema.parse({ items: [{ label: "Home", href: "#hero" }] });
    expect(resolveOptions(parsed).desktop).toMatchObject(defaultDesktop);
    expect(resolveOptions(parsed).mobile).toEqual(defaultMobile);
    const full = menuSchema.parse({
      items: [{ label: "Home" }],
      desktop: defaultDesktop,
      mobile: defaultMobile,
    });
    expect(full.desktop).toEqual(defaultDesktop);
  });

  it("accept named speeds and reject bad durations, delays and easings", () => {
    expect(desktop({ desktop: { duration: "fast" } }).ms.duration).toBe(200);
    const eased = desktop({ desktop: { transition: "cubic-bezier(0.4, 0, 0.2, 1)" } });
    expect(eased.transition).toContain("cubic");
    expect(() => desktop({ desktop: { duration: -1 } })).toThrow(/Invalid menu duration: -1/);
    expect(() => desktop({ desktop: { closeDelay: Number.NaN } })).toThrow(/Invalid menu close delay/);
    expect(() => desktop({ desktop: { transition: "bouncy" } })).toThrow('Invalid menu transition: "bouncy"');
  });

  it("resolve the desktop and mobile options together, each over its own defaults", () => {
    const { desktop, mobile } = resolveOptions({
      desktop: { openDelay: 150, viewportMargin: 4 },
      mobile: { type: "push", title: "Navigate" },
    });
    expect(desktop).toMatchObject({ ...defaultDesktop, openDelay: 150, viewportMargin: 4 });
    expect(desktop.ms).toEqual({ duration: 500, openDelay: 150, closeDelay: 500 });
    expect(mobile).toEqual({ ...defaultMobile, type: "push", title: "Navigate" });
  });
});

describe("rollover items", () => {
  it("need a rollover image (behaviour.md 8's message otherwise), at any depth", () => {
    expect(rolloverProblem([{ rollover: true, rolloverImage: "a.svg" }])).toBeUndefined();
    expect(rolloverProblem([{ rollover: true }])).toBe("rolloveritem items found but no rolloverimage");
    expect(rolloverProblem([{ children: [{ rollover: true }] }])).toBe(
      "rolloveritem items found but no rolloverimage",
    );
    expect(rolloverProblem([{ rolloverImage: "a.svg" }, {}])).toBeUndefined();
  });
});
