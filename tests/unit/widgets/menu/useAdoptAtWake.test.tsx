// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useAdoptAtWake } from "../../../../src/widgets/menu/useAdoptAtWake.ts";
import { mount } from "../../../support/dom.ts";
import { firstPaint } from "../../../support/firstPaint.ts";
import { windowOf } from "../../../support/media.ts";

/**
 * The menu's served HTML at the moment the page wakes, with focus (or the pointer) where the visitor
 * left it, adopted under StrictMode, whose second layout effect run must adopt nothing more. Items 1
 * and 2 have panels; item 0 has none. happy-dom has no pointer: the item under it is stubbed.
 */
const HTML = `<header><button>Menu</button><a href="#behind">Behind</a><nav aria-label="Main">
  <button>Close menu</button><ul>
    <li data-menu-top="0"><a href="#home">Home</a></li>
    <li data-menu-top="1"><a href="#services">Services</a><div data-menu-panel="1"><a href="#weddings">Weddings</a></div></li>
    <li data-menu-top="2"><a href="#fleet">Fleet</a><div data-menu-panel="2"><a href="#saloon">Saloon</a></div></li>
  </ul></nav></header>`;

function served(width: number) {
  windowOf(width);
  const page = mount(HTML);
  const nav = page.querySelector("nav") as HTMLElement;
  const find = (root: ParentNode, name: string) =>
    [...root.querySelectorAll<HTMLElement>("a, button")].find((el) => el.textContent === name) as HTMLElement;
  const refs = {
    panel: { current: nav },
    toggle: { current: find(page, "Menu") },
    closeButton: { current: find(nav, "Close menu") },
  };
  const calls = { adoptSide: vi.fn(), adoptDesktop: vi.fn(), adoptHovered: vi.fn() };
  const params = { ...refs, ...calls };
  /** The pointer over the item `index` (the `:hover` the hook asks the nav for). */
  const hover = (index: number) => {
    const item = nav.querySelector(`[data-menu-top="${index}"]`);
    const own = nav.querySelector.bind(nav);
    vi.spyOn(nav, "querySelector").mockImplementation((s: string) => (s.includes(":hover") ? item : own(s)));
  };
  const wake = () => renderHook(() => useAdoptAtWake(params), { reactStrictMode: true });
  /** The side panel rebuilt in its container: a new nav, the old one gone; returns its controls. */
  const rebuild = (hook: ReturnType<typeof wake>) => {
    const copy = nav.cloneNode(true) as HTMLElement;
    nav.replaceWith(copy);
    refs.panel.current = copy;
    refs.closeButton.current = find(copy, "Close menu");
    act(() => hook.rerender());
    return (name: string) => find(copy, name);
  };
  return { find: (name: string) => find(page, name), hover, wake, rebuild, params, ...calls };
}

describe("useAdoptAtWake under StrictMode, on a phone", () => {
  it("adopts the side panel shown by focus on its toggle, once, and focus then goes to its close button", () => {
    const s = served(400);
    s.find("Menu").focus();
    const rebuilt = s.rebuild(s.wake());
    expect(s.adoptSide).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(rebuilt("Close menu"));
  });

  it("adopts it shown by focus on a link in it, and focus goes to that link in the rebuilt panel, once", () => {
    const s = served(400);
    s.find("Fleet").focus();
    const hook = s.wake();
    const rebuilt = s.rebuild(hook);
    expect(s.adoptSide).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(rebuilt("Fleet"));
    rebuilt("Home").focus();
    act(() => hook.rerender());
    expect(document.activeElement).toBe(rebuilt("Home"));
  });

  it("adopts nothing when focus is elsewhere on the page", () => {
    const s = served(400);
    s.find("Behind").focus();
    s.wake();
    expect([s.adoptSide, s.adoptDesktop, s.adoptHovered].map((f) => f.mock.calls.length)).toEqual([0, 0, 0]);
  });

  it("adopts in the layout effect, so the open panel is drawn in the frame the script's styles are", async () => {
    const s = served(400);
    s.find("Menu").focus();
    function Wake() {
      useAdoptAtWake(s.params);
      return null;
    }
    expect(await firstPaint(<Wake />, () => s.adoptSide.mock.calls.length)).toBe(1);
  });
});

describe("useAdoptAtWake under StrictMode, on a desktop", () => {
  it("opens the panel of the item holding focus as a click opens it, before the one under the pointer", () => {
    const s = served(1280);
    s.find("Weddings").focus();
    s.hover(2);
    s.wake();
    expect(s.adoptDesktop.mock.calls).toEqual([[1]]);
    expect(s.adoptHovered).not.toHaveBeenCalled();
  });

  it("opens the panel under the pointer as a hover opens it when focus is in an item without one", () => {
    const s = served(1280);
    s.find("Home").focus();
    s.hover(2);
    s.wake();
    expect(s.adoptHovered.mock.calls).toEqual([[2]]);
    expect(s.adoptDesktop).not.toHaveBeenCalled();
  });

  it("adopts nothing under the pointer on an item without a panel, nor on a later render", () => {
    const s = served(1280);
    s.hover(0);
    const hook = s.wake();
    s.find("Saloon").focus();
    hook.rerender();
    expect([s.adoptSide, s.adoptDesktop, s.adoptHovered].map((f) => f.mock.calls.length)).toEqual([0, 0, 0]);
  });
});
