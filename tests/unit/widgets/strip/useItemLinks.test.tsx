// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useItemLinks } from "../../../../src/widgets/strip/useItemLinks.ts";

const anchors = { "on-page-one": 1, "on-page-three": 3 };
let scrolled: string[];

beforeEach(() => {
  document.body.innerHTML = `<div id="strip"><ul><li id="on-page-one"></li></ul></div><a id="link" href="#on-page-three">x</a>`;
  scrolled = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.id);
  };
});
afterEach(() => history.replaceState(null, "", location.pathname));

function mount(go: ((page: number) => Promise<void>) | undefined) {
  const container = { current: document.getElementById("strip") };
  return renderHook(({ go }) => useItemLinks(anchors, go, container, true), { initialProps: { go } });
}

/** A page change that brings the card (its id prefixed, as in a sanitized reply) into the list. */
const goShowing = () =>
  vi.fn(async (_page: number) => {
    document
      .querySelector("ul")
      ?.insertAdjacentHTML("beforeend", `<li id="user-content-on-page-three"></li>`);
  });

describe("links to the strip's cards", () => {
  it("opens a shared URL's card on its page once the strip can page: the strip first, then the card", async () => {
    history.replaceState(null, "", "#on-page-three");
    const go = goShowing();
    const { rerender } = mount(undefined);
    expect(go).not.toHaveBeenCalled();
    rerender({ go });
    expect(go).toHaveBeenCalledWith(3);
    await act(async () => {});
    expect(scrolled).toEqual(["strip", "user-content-on-page-three"]);
  });

  it("follows a hash change to a card on another page, and leaves a card on the page shown to the browser", async () => {
    const go = goShowing();
    mount(go);
    expect(go).not.toHaveBeenCalled();
    history.replaceState(null, "", "#on-page-three");
    await act(async () => void window.dispatchEvent(new HashChangeEvent("hashchange")));
    expect(go).toHaveBeenCalledWith(3);
    history.replaceState(null, "", "#on-page-one");
    go.mockClear();
    await act(async () => void window.dispatchEvent(new HashChangeEvent("hashchange")));
    expect(go).toHaveBeenCalledWith(1);
    expect(scrolled.at(-1)).toBe("on-page-one");
  });

  it("opens the same link again when clicked, since the strip may have left that page meanwhile", async () => {
    history.replaceState(null, "", "#on-page-three");
    const go = goShowing();
    mount(go);
    go.mockClear();
    await act(async () =>
      document.getElementById("link")?.dispatchEvent(new MouseEvent("click", { bubbles: true })),
    );
    expect(go).toHaveBeenCalledWith(3);
  });

  it("ignores anchors that are not the strip's", async () => {
    history.replaceState(null, "", "#contact");
    const go = goShowing();
    mount(go);
    await act(async () => void window.dispatchEvent(new HashChangeEvent("hashchange")));
    expect(go).not.toHaveBeenCalled();
  });
});
