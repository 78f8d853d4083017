// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultMobile } from "../../../../src/widgets/menu/options.ts";
import { wrapTab } from "../../../../src/widgets/menu/useFocusTrap.ts";
import { useSidePanel } from "../../../../src/widgets/menu/useSidePanel.ts";

/** A page with the three-bar toggle, a link behind the panel, and the panel with its close button. */
function page() {
  document.body.innerHTML = `
    <header><button id="toggle">Menu</button><a id="behind" href="#x">Behind</a></header>
    <div class="menu-layer"><div id="backdrop"></div><nav id="panel"><button id="close">Close</button><a id="first" href="#a">A</a></nav></div>`;
  const get = (id: string) => document.getElementById(id) as HTMLElement;
  return {
    toggle: get("toggle"),
    behind: get("behind"),
    panel: get("panel"),
    close: get("close"),
    backdrop: get("backdrop"),
  };
}

function render() {
  const el = page();
  const onClose = vi.fn();
  const r = renderHook(
    ({ open }: { open: boolean }) =>
      useSidePanel({
        open,
        close: onClose,
        options: defaultMobile,
        width: 300,
        duration: 500,
        panel: { current: el.panel },
        toggle: { current: el.toggle },
        closeButton: { current: el.close },
        backdrop: { current: el.backdrop },
      }),
    { initialProps: { open: false } },
  );
  return { ...el, onClose, r };
}
const pressEscape = () =>
  document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("side panel: Escape and focus", () => {
  it("moves focus into the panel on open and back to the toggle on close", () => {
    const s = render();
    s.toggle.focus();
    s.r.rerender({ open: true });
    expect(document.activeElement).toBe(s.close);
    s.r.rerender({ open: false });
    expect(document.activeElement).toBe(s.toggle);
  });

  it("closes on Escape only while open", () => {
    const s = render();
    pressEscape();
    expect(s.onClose).not.toHaveBeenCalled();
    s.r.rerender({ open: true });
    act(pressEscape);
    expect(s.onClose).toHaveBeenCalledTimes(1);
    s.r.rerender({ open: false });
    pressEscape();
    expect(s.onClose).toHaveBeenCalledTimes(1);
  });

  it("makes the page behind inert while open, and the page shifted by the panel's width", () => {
    const s = render();
    s.r.rerender({ open: true });
    expect(s.behind.closest("header")?.inert).toBe(true);
    expect(document.documentElement.dataset.sideMenu).toBe("normal");
    expect(document.documentElement.style.getPropertyValue("--side-menu-width")).toBe("300px");
    s.r.rerender({ open: false });
    expect(s.behind.closest("header")?.inert).toBe(false);
    expect(document.documentElement.dataset.sideMenu).toBeUndefined();
  });
});

describe("side panel: focus trap", () => {
  it("brings focus that escapes the open panel back to its close button, and lets the toggle hold it", () => {
    const s = render();
    s.r.rerender({ open: true });
    s.behind.closest("header")!.inert = false; // as a screen reader might reach it regardless
    s.behind.focus();
    expect(document.activeElement).toBe(s.close);
    s.toggle.focus();
    expect(document.activeElement).toBe(s.toggle);
  });

  it("wraps Tab round the panel's controls, both ways", () => {
    const [a, b, c] = ["a", "b", "c"];
    const list = [a, b, c];
    expect(wrapTab(list, c, false)).toBe(a);
    expect(wrapTab(list, a, true)).toBe(c);
    expect(wrapTab(list, b, false)).toBeUndefined();
    expect(wrapTab(list, b, true)).toBeUndefined();
    expect(wrapTab([], null, false)).toBeUndefined();
  });
});
