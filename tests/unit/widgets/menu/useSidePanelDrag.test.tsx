// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { releaseCompletes } from "../../../../src/gestures/thresholds.ts";
import { REDUCED_MOTION } from "../../../../src/motion/reducedMotion.ts";
import { defaultMobile, type Effect } from "../../../../src/widgets/menu/options.ts";
import { useSidePanelDrag } from "../../../../src/widgets/menu/useSidePanelDrag.ts";
import { mount } from "../../../support/dom.ts";

/**
 * The open side panel under a finger, under StrictMode. side.css is stood in for by one rule: the
 * open panel at its place (no transform) and the page shifted 300 px away from its side. The drag's
 * handlers are called as the gesture layer calls them, each release judged by behaviour.md 9's rule
 * (50 px, or a flick of 0.3 px/ms, that way completes it: behaviour.md 11).
 */
const release = (dx: number, velocity = 0) => ({ dx, velocity, completes: releaseCompletes(dx, velocity) });

function setup(effect: Effect = "normal", open = true) {
  const shift = effect === "slideright" ? 300 : -300; // away from the panel's side
  const host = mount(`<div><style>.page { transform: translateX(${shift}px) }</style>
    <main class="page"></main><nav aria-label="Main"></nav></div>`);
  const panel = host.querySelector("nav") as HTMLElement;
  const page = host.querySelector(".page") as HTMLElement;
  vi.spyOn(panel, "getBoundingClientRect").mockReturnValue({ width: 300 } as DOMRect);
  const close = vi.fn();
  const options = { ...defaultMobile, effect };
  const hook = renderHook(
    (now: boolean) =>
      useSidePanelDrag({ open: now, close, options, duration: 500, panel: { current: panel } }),
    { initialProps: open, reactStrictMode: true },
  );
  const drag = () => hook.result.current;
  return { panel, page, close, drag, hook };
}

const inline = (el: HTMLElement) => el.getAttribute("style") ?? "";
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

describe("useSidePanelDrag under StrictMode", () => {
  it("moves the panel and the page it shifted with the finger, 1:1, never past the panel's open place", () => {
    const { panel, page, drag } = setup();
    expect(drag().start()).toBe(true);
    drag().move(80);
    expect([panel.style.transform, page.style.transform]).toEqual(["translateX(80px)", "translateX(-220px)"]);
    expect(panel.style.transition).toBe("none");
    drag().move(-40);
    expect([panel.style.transform, page.style.transform]).toEqual(["translateX(0px)", "translateX(-300px)"]);
  });

  it("closes on a release 50 px towards its side, held there until closed, then plays on for the rest", () => {
    const { panel, page, close, drag, hook } = setup();
    drag().start();
    drag().move(120);
    drag().end(release(120));
    expect(close).toHaveBeenCalledTimes(1);
    expect(panel.style.transform).toBe("translateX(120px)");
    hook.rerender(false);
    expect(panel.style.transform).toBe("");
    // 180 px of 300 left: 3/5 of a press's 500 ms.
    expect(panel.style.getPropertyValue("--menu-duration")).toBe("300ms");
    expect(page.style.getPropertyValue("--side-menu-duration")).toBe("300ms");
    wait(299);
    expect(inline(panel)).not.toBe("");
    wait(1);
    expect([inline(panel), inline(page)]).toEqual(["", ""]);
  });

  it("springs back from a release short of 50 px, at a press's pace for the distance back", () => {
    const { panel, close, drag } = setup();
    drag().start();
    drag().move(30);
    drag().end(release(30, 0.1));
    expect(close).not.toHaveBeenCalled();
    expect(panel.style.transform).toBe("");
    expect(panel.style.getPropertyValue("--menu-duration")).toBe("50ms");
    wait(50);
    expect(inline(panel)).toBe("");
  });

  it("closes on a flick of 0.3 px/ms towards its side, however short", () => {
    const { close, drag } = setup();
    drag().start();
    drag().move(30);
    drag().end(release(30, 0.3));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("a panel on the left follows and closes leftwards, and a drag the other way closes neither", () => {
    const { panel, close, drag } = setup("slideright");
    drag().start();
    drag().move(60);
    expect(panel.style.transform).toBe("translateX(0px)");
    drag().end(release(60));
    expect(close).not.toHaveBeenCalled();
    drag().start();
    drag().move(-60);
    expect(panel.style.transform).toBe("translateX(-60px)");
    drag().end(release(-60));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("refuses the drag, leaving it a swipe, when closed, under reduced motion, or with an effect not sliding it", () => {
    expect(setup("normal", false).drag().start()).toBe(false);
    expect(setup("open").drag().start()).toBe(false);
    expect(setup("topfixed").drag().start()).toBe(false);
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query === REDUCED_MOTION }));
    const { panel, drag } = setup();
    expect(drag().start()).toBe(false);
    drag().move(80);
    expect(inline(panel)).toBe("");
  });

  it("leaves nothing inline and no timer when unmounted mid-settle", () => {
    const { panel, page, drag, hook } = setup();
    drag().start();
    drag().move(30);
    drag().end(release(30));
    expect(vi.getTimerCount()).toBe(1);
    hook.unmount();
    expect([inline(panel), inline(page), vi.getTimerCount()]).toEqual(["", "", 0]);
  });
});
