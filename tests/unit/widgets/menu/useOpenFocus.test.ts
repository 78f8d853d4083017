// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useOpenFocus } from "../../../../src/widgets/menu/useOpenFocus.ts";
import { mount } from "../../../support/dom.ts";

function setup(adopted = false) {
  mount('<button id="toggle">Menu</button><a id="link" href="#a">Link</a><button id="close">Close</button>');
  const get = (id: string) => document.getElementById(id) as HTMLElement;
  const inside = { current: get("close") };
  const toggle = { current: get("toggle") };
  get("link").focus();
  const r = renderHook((open: boolean) => useOpenFocus(open, inside, toggle, adopted), {
    initialProps: false,
    reactStrictMode: true,
  });
  return { r, get };
}

describe("useOpenFocus under StrictMode", () => {
  it("leaves focus alone at mount, moves it into the panel on open and back to the toggle on close", () => {
    const { r, get } = setup();
    expect(document.activeElement).toBe(get("link"));
    r.rerender(true);
    expect(document.activeElement).toBe(get("close"));
    r.rerender(false);
    expect(document.activeElement).toBe(get("toggle"));
  });

  it("keeps focus where the visitor left it in a panel adopted open at wake", () => {
    const { r, get } = setup(true);
    r.rerender(true);
    expect(document.activeElement).toBe(get("link"));
  });
});
