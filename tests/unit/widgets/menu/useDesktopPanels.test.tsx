// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Timing } from "../../../../src/widgets/menu/options.ts";
import { useDesktopPanels } from "../../../../src/widgets/menu/useDesktopPanels.ts";
import "../../../support/dom.ts";

/**
 * The desktop panels' timers as the page runs them: under StrictMode, whose second effect run must
 * leave no timer behind, with fake timers standing in for the browser's (Date.now() moves with them).
 */
const hover = [true, true, false];
const timing: Timing = { duration: 500, openDelay: 200, closeDelay: 500 };

function setup(enabled = true) {
  return renderHook((on: boolean) => useDesktopPanels(hover, timing, on), {
    initialProps: enabled,
    reactStrictMode: true,
  });
}

type Panels = ReturnType<typeof setup>["result"];
const phases = (r: Panels) => r.current.panels.map((p) => p.phase);
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const enter = (r: Panels, index: number) =>
  act(() => r.current.send(index, { type: "enter", at: Date.now() }));

beforeEach(() => {
  vi.useFakeTimers();
});

describe("useDesktopPanels under StrictMode", () => {
  it("opens a hovered panel after the open delay and closes it the close delay after the pointer left", () => {
    const { result } = setup();
    enter(result, 0);
    wait(199);
    expect(phases(result)).toEqual(["closed", "closed", "closed"]);
    wait(1);
    expect(phases(result)).toEqual(["opening", "closed", "closed"]);
    wait(500);
    expect(phases(result)).toEqual(["opened", "closed", "closed"]);
    act(() => result.current.send(0, { type: "leave" }));
    wait(499);
    expect(phases(result)[0]).toBe("opened");
    wait(1);
    expect(phases(result)[0]).toBe("closing");
    wait(500);
    expect(phases(result)[0]).toBe("closed");
  });

  it("keeps a panel open, as clicked, when a click lands within a duration of the hover opening it", () => {
    const { result } = setup();
    enter(result, 0);
    wait(200 + 400); // opened by the hover 400 ms ago: the click just after it does not close it
    act(() => result.current.send(0, { type: "toggle", at: Date.now() }));
    expect(result.current.panels[0]).toMatchObject({ phase: "opening", clicked: true });
    act(() => result.current.send(0, { type: "leave" }));
    wait(2000);
    expect(phases(result)[0]).toBe("opened");
  });

  it("closes every panel, and calls off a hover's pending open, while `enabled` is off", () => {
    const { result, rerender } = setup();
    act(() => result.current.send(2, { type: "toggle", at: Date.now() }));
    enter(result, 1);
    rerender(false);
    expect(phases(result)).toEqual(["closed", "closed", "closing"]);
    wait(500);
    expect(phases(result)).toEqual(["closed", "closed", "closed"]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps exactly one timer per panel, however often the pointer comes back", () => {
    const { result } = setup();
    enter(result, 0);
    enter(result, 1);
    enter(result, 0);
    expect(vi.getTimerCount()).toBe(2);
    wait(200);
    // Panel 1's timer came first: its open calls off panel 0's, one panel open at a time.
    expect(phases(result)).toEqual(["closed", "opening", "closed"]);
    expect(vi.getTimerCount()).toBe(1);
  });

  it("stops every timer on unmount: nothing fires after the widget is gone", () => {
    const { result, unmount } = setup();
    act(() => result.current.send(2, { type: "toggle", at: Date.now() }));
    enter(result, 0);
    expect(vi.getTimerCount()).toBe(2);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
