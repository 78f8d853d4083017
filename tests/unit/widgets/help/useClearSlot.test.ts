// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useClearSlot } from "../../../../src/widgets/help/useClearSlot.ts";
import { layOut, mount, stubHitTesting, stubProperty } from "../../../support/dom.ts";

type Rect = { top: number; bottom: number };

/**
 * An 800 px viewport with the help button's 60 px circle resting at (330, 730): its slots stack 85 px
 * apart up to the viewport's top third. `controls` are the page's links, each across the full width.
 */
function setup({ active = true, held = false, fontsReady = new Promise<void>(() => {}) } = {}) {
  const page = mount('<div><button class="help">?</button><div class="help-dialog"></div></div>');
  const button = layOut(page.querySelector<HTMLElement>(".help")!, {
    offsetLeft: 300,
    offsetTop: 700,
    offsetWidth: 60,
    offsetHeight: 60,
  });
  layOut(document.documentElement, { clientHeight: 800 });
  stubProperty(document, "fonts", { ready: fontsReady });
  const controls = new Map<Element, Rect>();
  // The help's own button and dialog lie on top everywhere: what counts is what is beneath them.
  stubHitTesting((_, y) => [
    button,
    page.querySelector(".help-dialog")!,
    ...[...controls].filter(([, r]) => y >= r.top && y <= r.bottom).map(([el]) => el),
    document.body,
  ]);
  const link = (rect: Rect) => {
    const a = document.createElement("a");
    a.href = "/";
    controls.set(a, rect);
    return a;
  };
  const ref = { current: button };
  const hook = renderHook((p: { active: boolean; held: boolean }) => useClearSlot(ref, p.active, p.held), {
    initialProps: { active, held },
  });
  return { hook, link, page, controls };
}

describe("useClearSlot", () => {
  it("rests on its own slot when nothing a visitor could press is under it", () => {
    const { hook } = setup();
    expect(hook.result.current).toBe(0);
  });

  it("steps up to the lowest slot where it covers no control", () => {
    const { hook, link } = setup({ active: false });
    link({ top: 600, bottom: 760 });
    hook.rerender({ active: true, held: false });
    expect(hook.result.current).toBe(2);
  });

  it("steps up as far as the viewport's top third, and stays on its own slot when none below is clear", () => {
    const { hook, link, controls } = setup({ active: false });
    const a = link({ top: 340, bottom: 760 });
    hook.rerender({ active: true, held: false });
    expect(hook.result.current).toBe(5);
    controls.delete(a);
    link({ top: 250, bottom: 760 });
    act(() => void window.dispatchEvent(new Event("resize")));
    expect(hook.result.current).toBe(0);
  });

  it("is back on its own slot while its dialog is open, where the dialog fits", () => {
    const { hook, link } = setup({ active: false });
    link({ top: 700, bottom: 760 });
    hook.rerender({ active: true, held: false });
    expect(hook.result.current).toBe(1);
    hook.rerender({ active: true, held: true });
    expect(hook.result.current).toBe(0);
  });

  it("looks again when the window resizes and when scrolling ends", () => {
    const { hook, link, controls } = setup();
    const a = link({ top: 740, bottom: 760 }); // under the button's lower edge alone
    act(() => void window.dispatchEvent(new Event("resize")));
    expect(hook.result.current).toBe(1);
    controls.delete(a);
    act(() => void window.dispatchEvent(new Event("scrollend")));
    expect(hook.result.current).toBe(0);
  });

  it("looks again when a control is added under it with no change to the page's size", async () => {
    const { hook, link, page } = setup();
    await act(() => page.append(link({ top: 700, bottom: 760 })));
    await waitFor(() => expect(hook.result.current).toBe(1));
  });

  it("looks again once the web fonts have set the controls' widths", async () => {
    let fontsLoaded = () => {};
    const { hook, link } = setup({ fontsReady: new Promise<void>((resolve) => (fontsLoaded = resolve)) });
    link({ top: 700, bottom: 760 });
    await act(async () => fontsLoaded());
    expect(hook.result.current).toBe(1);
  });

  it("does not look while inactive", () => {
    const { hook, link } = setup({ active: false });
    link({ top: 700, bottom: 760 });
    act(() => void window.dispatchEvent(new Event("resize")));
    expect(hook.result.current).toBe(0);
  });
});
