// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { EARLY_ISLANDS } from "../../../src/app/earlyIslands.ts";
import { renderPage } from "../../../src/app/entry-server.tsx";
import { toPageData } from "../../../src/app/pageData.ts";
import { loadContent } from "../../../src/content/load.ts";
import { EARLY_CONTROL } from "../../../src/platform/earlyControl.ts";
import { fakeManifest, ROOT } from "../../support/content.ts";

const content = loadContent(ROOT);
document.body.innerHTML = renderPage(toPageData(content, fakeManifest(content)));

/** The accessible name a control has in the server's HTML: its label, or its text but the aria-hidden. */
function name(el: Element | null | undefined) {
  if (!el) return undefined;
  const copy = el.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll("[aria-hidden=true]")) hidden.remove();
  return el.getAttribute("aria-label") ?? copy.textContent?.replace(/\s+/g, " ").trim();
}

describe("the early islands' selectors, against the server's HTML", () => {
  it("name one root per island, with a control to press in it", () => {
    for (const { name: island, root } of EARLY_ISLANDS) {
      expect(document.querySelectorAll(root), island).toHaveLength(1);
      const controls = [document.querySelector(root)!, ...document.querySelectorAll(`${root} *`)];
      expect(
        controls.some((el) => el.matches(EARLY_CONTROL)),
        island,
      ).toBe(true);
    }
  });

  it("put each swipe's stage and buttons, and each key's button, inside their island", () => {
    const named = (island: string, selector: string) =>
      name(
        document.querySelector(EARLY_ISLANDS.find((i) => i.name === island)!.root)?.querySelector(selector),
      );
    const slideshow = EARLY_ISLANDS.find((i) => i.name === "slideshow")!;
    const strip = EARLY_ISLANDS.find((i) => i.name === "strip")!;
    expect(document.querySelector(`${slideshow.root} ${slideshow.swipe.area}`)).not.toBeNull();
    expect(named("slideshow", slideshow.swipe.next)).toBe("Next slide");
    expect(named("slideshow", slideshow.swipe.previous)).toBe("Previous slide");
    expect(named("slideshow", slideshow.keys.ArrowRight)).toBe("Next slide");
    expect(named("slideshow", slideshow.keys.ArrowLeft)).toBe("Previous slide");
    expect(document.querySelector(`${strip.root} ${strip.swipe.area}`)).not.toBeNull();
    expect(named("strip", strip.swipe.next)).toBe("Next page");
    expect(named("strip", strip.swipe.previous)).toBe("Previous page");
  });

  it("hold the help link, which becomes the dialog's button, by its data-early-press", () => {
    const help = EARLY_ISLANDS.find((i) => i.name === "help")!;
    const link = document.querySelector(help.root)!;
    expect(link.matches(`a[data-early-press]${help.root}`)).toBe(true);
    expect(name(link)).toMatch(/on WhatsApp$/);
  });
});
