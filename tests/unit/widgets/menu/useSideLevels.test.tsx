// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { useReducer } from "react";
import { describe, expect, it } from "vitest";
import {
  initialSideMenu,
  type SideEvent,
  type SideMenu,
  stepSideMenu,
} from "../../../../src/widgets/menu/mobileModel.ts";
import type { DisplayType } from "../../../../src/widgets/menu/options.ts";
import { useSideLevels } from "../../../../src/widgets/menu/useSideLevels.ts";
import "../../../support/dom.ts";

let levels: ReturnType<typeof useSideLevels>;

/** An open side panel with one sub-menu, "1", and its toggle, registered by id as MenuItems does. */
function Panel({ type }: { type: DisplayType }) {
  const [state, send] = useReducer((s: SideMenu, e: SideEvent) => stepSideMenu(s, e, type), {
    ...initialSideMenu(type),
    open: true,
  });
  levels = useSideLevels(state, send, type);
  return (
    <>
      <button type="button" ref={levels.toggleRef("1")}>
        Services sub-menu
      </button>
      <ul ref={levels.subRef("1")}>
        <li>
          <a href="#weddings">Weddings</a>
        </li>
      </ul>
    </>
  );
}

const setup = (type: DisplayType) => render(<Panel type={type} />, { reactStrictMode: true });

describe("useSideLevels under StrictMode", () => {
  it("push: entering a level moves focus to its first link, and Back returns it to the level's toggle", () => {
    setup("push");
    act(() => levels.enter("1"));
    expect([levels.expanded, levels.showBack]).toEqual([["1"], true]);
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Weddings" }));
    act(() => levels.back());
    expect([levels.expanded, levels.showBack]).toEqual([[], false]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Services sub-menu" }));
  });

  it("accordion: a level opens and closes in place, with no Back and focus left on its toggle", () => {
    setup("accordion");
    const toggle = screen.getByRole("button", { name: "Services sub-menu" });
    toggle.focus();
    act(() => levels.enter("1"));
    expect([levels.expanded, levels.showBack]).toEqual([["1"], false]);
    expect(document.activeElement).toBe(toggle);
    act(() => levels.enter("1"));
    expect(levels.expanded).toEqual([]);
  });
});
