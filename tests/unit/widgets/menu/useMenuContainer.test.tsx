// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useMenuContainer } from "../../../../src/widgets/menu/useMenuContainer.ts";
import { mount } from "../../../support/dom.ts";
import { firstPaint } from "../../../support/firstPaint.ts";

/** The side panel's container (the mobile `container` option), found under StrictMode. */
const setup = (selector: string) =>
  renderHook((s: string) => useMenuContainer(s), { initialProps: selector, reactStrictMode: true });

const missing = (selector: string) =>
  `Menu container "${selector}" matches no element: the side panel is placed in the body`;

/** Names the container it was given, as the view places the panel into it. */
function Placed({ selector }: { selector: string }) {
  return <output>{useMenuContainer(selector)?.id ?? "none yet"}</output>;
}

describe("useMenuContainer under StrictMode", () => {
  it("is the first element the selector matches, and no warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const slot = mount(`<div id="slot"></div>`);
    mount(`<div id="second" class="slot"></div>`);
    expect(setup("#slot, .slot").result.current).toBe(slot);
    expect(warn).not.toHaveBeenCalled();
  });

  it("falls back to the body, with the warning, when the selector matches nothing or is no selector", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(setup("#nowhere").result.current).toBe(document.body);
    expect(setup("#[").result.current).toBe(document.body);
    expect(new Set(warn.mock.calls.map(([line]) => line))).toEqual(
      new Set([missing("#nowhere"), missing("#[")]),
    );
  });

  it("looks again when the option changes", () => {
    const first = mount(`<div id="first"></div>`);
    const second = mount(`<div id="second"></div>`);
    const { result, rerender } = setup("#first");
    expect(result.current).toBe(first);
    rerender("#second");
    expect(result.current).toBe(second);
  });

  it("is found before the first paint after the page wakes, so a panel adopted open is drawn there at once", async () => {
    mount(`<div id="slot"></div>`);
    expect(
      await firstPaint(<Placed selector="#slot" />, () => document.querySelector("output")?.textContent),
    ).toBe("slot");
  });
});
