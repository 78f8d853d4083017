// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import type { RolloverTree } from "../../../../src/widgets/menu/options.ts";
import { useRolloverWarning } from "../../../../src/widgets/menu/useRolloverWarning.ts";
import "../../../support/dom.ts";

/** behaviour.md 8's console line for a rollover item without its picture, logged under StrictMode. */
const LINE = "rolloveritem items found but no rolloverimage";
const setup = (items: RolloverTree) =>
  renderHook((tree: RolloverTree) => useRolloverWarning(tree), {
    initialProps: items,
    reactStrictMode: true,
  });

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("useRolloverWarning under StrictMode", () => {
  it("logs behaviour.md 8's line for a rollover item without a rollover image, at any depth", () => {
    setup([{}, { children: [{ rollover: true }] }]);
    expect(warn).toHaveBeenCalled();
    expect(new Set(warn.mock.calls.map(([line]) => line))).toEqual(new Set([LINE]));
  });

  it("logs nothing when every rollover item has its image", () => {
    setup([{ rollover: true, rolloverImage: "reserve-hover.svg" }, { children: [{}] }]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("logs again only for a new menu with the fault: re-rendering the same one logs nothing more", () => {
    const items: RolloverTree = [{ rollover: true }];
    const { rerender } = setup(items);
    const logged = warn.mock.calls.length;
    rerender(items);
    rerender(items);
    expect(warn).toHaveBeenCalledTimes(logged);
    rerender([{ rollover: true, rolloverImage: "reserve-hover.svg" }]);
    expect(warn).toHaveBeenCalledTimes(logged);
    rerender([{ rollover: true }]);
    expect(warn.mock.calls.length).toBeGreaterThan(logged);
  });
});
