// @vitest-environment happy-dom
import { fireEvent, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useDismiss } from "../../../../src/widgets/help/useDismiss.ts";
import { mount, stubProperty } from "../../../support/dom.ts";

function setup(open = true) {
  const page = mount(`<main>
    <button class="help-button">?</button>
    <div role="dialog"><textarea></textarea><button>Send</button></div>
    <a href="/">Elsewhere</a>
  </main>`);
  const q = (selector: string) => page.querySelector<HTMLElement>(selector)!;
  const refs = { dialog: { current: q("[role=dialog]") }, toggle: { current: q(".help-button") } };
  const dismiss = vi.fn();
  const hook = renderHook((o: boolean) => useDismiss(o, refs.dialog, refs.toggle, dismiss), {
    initialProps: open,
  });
  return { q, dismiss, hook };
}

describe("useDismiss", () => {
  it("closes the dialog on a press outside it and its button", () => {
    const { q, dismiss } = setup();
    fireEvent.pointerDown(q("textarea"));
    fireEvent.pointerDown(q(".help-button"));
    expect(dismiss).not.toHaveBeenCalled();
    fireEvent.pointerDown(q("a"));
    expect(dismiss).toHaveBeenCalledOnce();
  });

  it("closes it when focus leaves both, but not when it moves within or to its button", () => {
    const { q, dismiss } = setup();
    fireEvent.focusOut(q("textarea"), { relatedTarget: q("[role=dialog] button") });
    fireEvent.focusOut(q("[role=dialog] button"), { relatedTarget: q(".help-button") });
    expect(dismiss).not.toHaveBeenCalled();
    fireEvent.focusOut(q("[role=dialog] button"), { relatedTarget: q("a") });
    expect(dismiss).toHaveBeenCalledOnce();
  });

  it("keeps it open when the window loses focus to another one", () => {
    const { q, dismiss } = setup();
    stubProperty(document, "hasFocus", () => false);
    fireEvent.focusOut(q("textarea"), { relatedTarget: null });
    expect(dismiss).not.toHaveBeenCalled();
  });

  it("listens only while the dialog is open", () => {
    const { q, dismiss, hook } = setup(false);
    fireEvent.pointerDown(q("a"));
    hook.rerender(true);
    hook.rerender(false);
    fireEvent.pointerDown(q("a"));
    fireEvent.focusOut(q("textarea"), { relatedTarget: q("a") });
    expect(dismiss).not.toHaveBeenCalled();
  });
});
