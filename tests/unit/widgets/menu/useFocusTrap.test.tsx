// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { useFocusTrap } from "../../../../src/widgets/menu/useFocusTrap.ts";
import "../../../support/dom.ts";

/**
 * Focus kept inside the open side panel, under StrictMode. The panel holds, besides what Tab may
 * reach, a link hidden by its style, a disabled button and a link in a closed sub-menu (no boxes drawn:
 * happy-dom draws every element, so its getClientRects is stubbed empty).
 */
function Page({ open }: { open: boolean }) {
  const panel = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const home = useRef<HTMLButtonElement>(null);
  const onKeyDown = useFocusTrap(open, panel, toggle, home);
  return (
    <>
      <button type="button" ref={toggle}>
        Menu
      </button>
      <a href="#behind">Behind</a>
      <nav aria-label="Main" ref={panel} onKeyDown={onKeyDown}>
        <button type="button" ref={home}>
          Close menu
        </button>
        <a href="#home">Home</a>
        <a href="#fleet">Fleet</a>
        <a href="#hidden" style={{ visibility: "hidden" }}>
          Hidden
        </a>
        <button type="button" disabled>
          Disabled
        </button>
        <ul>
          <li>
            <a href="#saloon">Saloon</a>
          </li>
        </ul>
      </nav>
    </>
  );
}

const link = (name: string) => screen.getByRole("link", { name, hidden: true });
const button = (name: string) => screen.getByRole("button", { name });
const focus = (el: HTMLElement) => act(() => el.focus());
/** Presses Tab where focus is; true when the trap took it (the browser's own move prevented). */
const tab = (shiftKey = false) =>
  !fireEvent.keyDown(document.activeElement as Element, { key: "Tab", shiftKey });

function setup(open = true) {
  const r = render(<Page open={open} />, { reactStrictMode: true });
  vi.spyOn(link("Saloon"), "getClientRects").mockReturnValue([] as unknown as DOMRectList);
  return r;
}

describe("useFocusTrap under StrictMode", () => {
  it("takes Tab round from the last shown control to the first, and Shift+Tab back, skipping hidden ones", () => {
    setup();
    focus(link("Fleet"));
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(button("Close menu"));
    expect(tab(true)).toBe(true);
    expect(document.activeElement).toBe(link("Fleet"));
  });

  it("leaves a Tab between two controls to the browser", () => {
    setup();
    focus(link("Home"));
    expect([tab(), tab(true)]).toEqual([false, false]);
    expect(document.activeElement).toBe(link("Home"));
  });

  it("brings focus that escapes the open panel back to its close button, and lets the toggle hold it", () => {
    setup();
    focus(link("Behind"));
    expect(document.activeElement).toBe(button("Close menu"));
    focus(button("Menu"));
    expect(document.activeElement).toBe(button("Menu"));
  });

  it("lets focus go anywhere once the panel is closed", () => {
    const { rerender } = setup();
    rerender(<Page open={false} />);
    focus(link("Behind"));
    expect(document.activeElement).toBe(link("Behind"));
  });
});
