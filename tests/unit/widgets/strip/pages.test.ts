// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SanitizedHtml } from "../../../../src/platform/trustedTypes.ts";
import { createStripPages } from "../../../../src/widgets/strip/pages.ts";
import { CARRIED_STYLE } from "../../../../src/widgets/strip/replyStyles.ts";
import { createSteadyHeight } from "../../../../src/widgets/strip/steadyHeight.ts";

const page = (titles: string[]) =>
  titles
    .map((t) => `<li data-strips-item ${CARRIED_STYLE}='{"background-color":"red"}'><h3>${t}</h3></li>`)
    .join("") as unknown as SanitizedHtml;

let container: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = `<div data-strips="1"><div class="strip__stage"><ul data-strips-items><li data-strips-item>old</li></ul></div></div>`;
  container = document.querySelector("[data-strips]") as HTMLElement;
});

describe("the strip's cards as its players see them", () => {
  it("puts a page in the list with its carried styles, grows the stage, and reveals the first card on a phone", () => {
    const grow = vi.fn();
    const view = { wide: false, reduced: true };
    const pages = createStripPages({ container: () => container, grow, view: () => view });
    const reveal = vi.fn();
    Element.prototype.scrollIntoView = reveal;
    // The new first card below the screen's upper half, where the old page's last card left the visitor,
    // the list still on the screen.
    const rect = vi.spyOn(Element.prototype, "getBoundingClientRect");
    rect.mockImplementation(function (this: Element) {
      return (this.matches("[data-strips-item]") ? { top: 2000 } : { top: 100, bottom: 3000 }) as DOMRect;
    });
    pages.show(page(["A", "B"]));
    const list = pages.list();
    expect([...(list?.querySelectorAll("h3") ?? [])].map((h) => h.textContent)).toEqual(["A", "B"]);
    expect(list?.querySelector("li")?.style.getPropertyValue("background-color")).toBe("red");
    expect(grow).toHaveBeenCalledOnce();
    expect(reveal).toHaveBeenCalledWith({ block: "start", behavior: "instant" });

    // The visitor has scrolled on past the strip: a page shown now never takes them back.
    rect.mockReturnValue({ top: -4000, bottom: -1000 } as DOMRect);
    reveal.mockClear();
    pages.show(page(["D"]));
    expect(reveal).not.toHaveBeenCalled();

    view.wide = true;
    rect.mockReturnValue({ top: 2000 } as DOMRect);
    pages.show(page(["C"]));
    expect(reveal).not.toHaveBeenCalled();
  });

  it("marks the strip while a canvas covers its cards", () => {
    const pages = createStripPages({
      container: () => container,
      grow: () => {},
      view: () => ({ wide: true, reduced: false }),
    });
    pages.cover("leave");
    expect(container.getAttribute("data-gpu-drawing")).toBe("leave");
    pages.cover(false);
    expect(container.hasAttribute("data-gpu-drawing")).toBe(false);
  });

  it("puts back the very cards a page replaced (a drag taken back over the seam)", () => {
    const pages = createStripPages({
      container: () => container,
      grow: () => {},
      view: () => ({ wide: true, reduced: false }),
    });
    const old = pages.list()?.firstElementChild;
    const putBack = pages.show(page(["A"]));
    expect(pages.list()?.textContent).toBe("A");
    putBack();
    expect(pages.list()?.firstElementChild).toBe(old);
    expect(pages.list()?.textContent).toBe("old");
  });
});

describe("the stage's steady height", () => {
  it("grows to the tallest page seen, never shrinks, and starts over from the page shown", () => {
    const stage = container.querySelector<HTMLElement>(".strip__stage") as HTMLElement;
    const list = stage.querySelector<HTMLElement>("[data-strips-items]") as HTMLElement;
    const steady = createSteadyHeight(() => stage);
    list.style.height = "300.5px";
    steady.grow();
    expect(stage.style.minHeight).toBe("300.5px");
    list.style.height = "200px";
    steady.grow();
    expect(stage.style.minHeight).toBe("300.5px");
    steady.startOver();
    expect(stage.style.minHeight).toBe("200px");
    list.style.height = "250px";
    steady.grow();
    expect(stage.style.minHeight).toBe("250px");
  });
});
