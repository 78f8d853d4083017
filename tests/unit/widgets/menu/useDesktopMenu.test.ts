// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Timing } from "../../../../src/widgets/menu/options.ts";
import { useDesktopMenu } from "../../../../src/widgets/menu/useDesktopMenu.ts";

const timing: Timing = { duration: 500, openDelay: 200, closeDelay: 300 };
const mouse = { pointerType: "mouse" };

function render(hover = [true, true], enabled = true) {
  const bar = { current: document.createElement("nav") };
  return renderHook((on: boolean) => useDesktopMenu(bar, { hover, timing, margin: 10, enabled: on }), {
    initialProps: enabled,
  });
}
const phases = (r: ReturnType<typeof render>) => r.result.current.panels.map((p) => p.phase);
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("desktop panels: hover intent", () => {
  it("open after the open delay, settle after the animation, and close after the close delay", () => {
    const r = render();
    act(() => r.result.current.itemProps(0).onPointerEnter(mouse));
    wait(199);
    expect(phases(r)).toEqual(["closed", "closed"]);
    wait(1);
    expect(phases(r)).toEqual(["opening", "closed"]);
    wait(500);
    expect(phases(r)).toEqual(["opened", "closed"]);
    act(() => r.result.current.itemProps(0).onPointerLeave(mouse));
    wait(299);
    expect(phases(r)[0]).toBe("opened");
    wait(1);
    expect(phases(r)[0]).toBe("closing");
    wait(500);
    expect(phases(r)[0]).toBe("closed");
  });

  it("never open for a pointer that only passes by, nor for touch", () => {
    const r = render();
    act(() => r.result.current.itemProps(0).onPointerEnter(mouse));
    wait(150);
    act(() => r.result.current.itemProps(0).onPointerLeave(mouse));
    act(() => r.result.current.itemProps(1).onPointerEnter({ pointerType: "touch" }));
    wait(2000);
    expect(phases(r)).toEqual(["closed", "closed"]);
  });

  it("keep a panel open when the pointer comes back within the close delay", () => {
    const r = render();
    act(() => r.result.current.itemProps(0).onPointerEnter(mouse));
    wait(700);
    act(() => r.result.current.itemProps(0).onPointerLeave(mouse));
    wait(250);
    act(() => r.result.current.itemProps(0).onPointerEnter(mouse));
    wait(2000);
    expect(phases(r)[0]).toBe("opened");
  });

  it("show one panel at a time: opening one closes the other", () => {
    const r = render();
    act(() => r.result.current.toggle(0));
    wait(500);
    act(() => r.result.current.toggle(1));
    expect(phases(r)).toEqual(["closing", "opening"]);
    wait(500);
    expect(phases(r)).toEqual(["closed", "opened"]);
  });

  it("close every panel, and stop their timers, when the side menu takes over", () => {
    const r = render();
    act(() => r.result.current.toggle(1));
    r.rerender(false);
    expect(phases(r)[1]).toBe("closing");
    act(() => r.result.current.itemProps(0).onPointerEnter(mouse));
    wait(2000);
    expect(phases(r)).toEqual(["closed", "closed"]);
    r.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
