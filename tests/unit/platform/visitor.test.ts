// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";

/** A fresh copy of the module, listening from now on, as the page's first script makes it. */
const load = () => import("../../../src/platform/visitor.ts");

beforeEach(() => {
  vi.resetModules();
});

describe("visitor", () => {
  it.each(["pointermove", "pointerover", "pointerdown", "touchstart", "keydown", "wheel", "focusin"])(
    "a %s means a visitor is here",
    async (type) => {
      const { onVisitor, visitorIsHere } = await load();
      const arrived = vi.fn();
      onVisitor(arrived);
      expect(visitorIsHere()).toBe(false);
      window.dispatchEvent(new Event(type));
      expect(visitorIsHere()).toBe(true);
      expect(arrived).toHaveBeenCalledOnce();
    },
  );

  it("a scroll is not a visitor: the page's own scripts and anchors raise it too", async () => {
    const { visitorIsHere } = await load();
    window.dispatchEvent(new Event("scroll"));
    expect(visitorIsHere()).toBe(false);
  });

  it("runs each waiting function once, runs a later one at once, and skips a cancelled one", async () => {
    const { onVisitor } = await load();
    const first = vi.fn();
    const cancelled = vi.fn();
    onVisitor(first);
    onVisitor(first);
    onVisitor(cancelled)();
    window.dispatchEvent(new Event("keydown"));
    window.dispatchEvent(new Event("pointerdown"));
    expect(first).toHaveBeenCalledTimes(2);
    expect(cancelled).not.toHaveBeenCalled();
    const later = vi.fn();
    onVisitor(later);
    expect(later).toHaveBeenCalledOnce();
  });
});
