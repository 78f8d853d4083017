// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useTopFixed } from "../../../../src/widgets/menu/useTopFixed.ts";
import { mount, stubProperty } from "../../../support/dom.ts";

/** The page scrolled to `y`, as the browser tells it. */
const scrollTo = (y: number) =>
  act(() => {
    stubProperty(window, "scrollY", y);
    window.dispatchEvent(new Event("scroll"));
  });

function render(enabled: boolean) {
  const menu = mount("<div>menu</div>");
  vi.spyOn(menu, "getBoundingClientRect").mockReturnValue({ top: 120 } as DOMRect);
  const ref = { current: menu };
  return renderHook((on: boolean) => useTopFixed(ref, on), {
    initialProps: enabled,
    reactStrictMode: true,
  });
}

describe("useTopFixed under StrictMode", () => {
  it("fixes the menu once the page scrolls past where it sat, and unfixes it when scrolled back", async () => {
    const r = render(true);
    expect(r.result.current).toBe(false);
    await scrollTo(121);
    expect(r.result.current).toBe(true);
    await scrollTo(120);
    expect(r.result.current).toBe(false);
  });

  it("never fixes it when the option is off, and unfixes it when it is turned off", async () => {
    const r = render(false);
    await scrollTo(500);
    expect(r.result.current).toBe(false);
    await scrollTo(0);
    r.rerender(true);
    await scrollTo(500);
    expect(r.result.current).toBe(true);
    r.rerender(false);
    expect(r.result.current).toBe(false);
  });
});
