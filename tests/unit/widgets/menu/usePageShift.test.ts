// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { defaultMobile } from "../../../../src/widgets/menu/options.ts";
import { usePageShift } from "../../../../src/widgets/menu/usePageShift.ts";
import "../../../support/dom.ts";

const root = document.documentElement;
const shift = () => [
  root.dataset.sideMenu,
  root.dataset.sideMenuFrom,
  root.style.getPropertyValue("--side-menu-width"),
];

describe("usePageShift under StrictMode", () => {
  it("moves the page aside while the panel is open, by the panel's width and from its side, and puts it back", () => {
    const options = { ...defaultMobile, effect: "slideright" as const };
    const r = renderHook((open: boolean) => usePageShift(open, options, 320), {
      initialProps: false,
      reactStrictMode: true,
    });
    expect(shift()).toEqual([undefined, undefined, ""]);
    r.rerender(true);
    expect(shift()).toEqual(["slideright", "left", "320px"]);
    r.rerender(false);
    expect(shift()).toEqual([undefined, undefined, ""]);
  });
});
