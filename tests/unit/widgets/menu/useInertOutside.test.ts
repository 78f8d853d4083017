// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useInertOutside } from "../../../../src/widgets/menu/useInertOutside.ts";
import { mount } from "../../../support/dom.ts";

describe("useInertOutside under StrictMode", () => {
  it("puts the page behind the open panel's layer out of reach, and gives it back on close", () => {
    mount(`<main id="page"><a href="#x">Behind</a></main>
      <div class="menu-layer"><div id="backdrop"></div><nav id="panel"></nav></div>`);
    const get = (id: string) => document.getElementById(id) as HTMLElement;
    const panel = { current: get("panel") };
    const r = renderHook((open: boolean) => useInertOutside(open, panel), {
      initialProps: false,
      reactStrictMode: true,
    });
    expect(get("page").inert).toBe(false);
    r.rerender(true);
    expect([get("page").inert, get("backdrop").inert, get("panel").inert]).toEqual([true, false, false]);
    r.rerender(false);
    expect(get("page").inert).toBe(false);
  });
});
