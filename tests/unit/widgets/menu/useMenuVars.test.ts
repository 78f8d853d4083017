// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { resolveOptions } from "../../../../src/widgets/menu/options.ts";
import { useMenuVars } from "../../../../src/widgets/menu/useMenuVars.ts";
import { mount } from "../../../support/dom.ts";

describe("useMenuVars under StrictMode", () => {
  it("sets the configured sizes and timing on the menu and the page's slide timing on the root, until unmounted", () => {
    const { desktop, mobile } = resolveOptions({ desktop: { offCanvasWidth: 320 }, mobile: { zIndex: 40 } });
    const wrapper = { current: mount("<div></div>") };
    const r = renderHook(() => useMenuVars(wrapper, desktop, mobile), { reactStrictMode: true });
    const menu = wrapper.current.style;
    const root = document.documentElement.style;
    expect([menu.getPropertyValue("--menu-width"), menu.getPropertyValue("--menu-z")]).toEqual([
      "320px",
      "40",
    ]);
    expect(root.getPropertyValue("--side-menu-duration")).toBe(`${desktop.ms.duration}ms`);
    expect(r.result.current["--menu-width"]).toBe("320px");
    r.unmount();
    expect(root.getPropertyValue("--side-menu-duration")).toBe("");
  });
});
