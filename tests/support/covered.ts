import type { Locator, Page } from "@playwright/test";

type Box = { left: number; top: number; right: number; bottom: number };

/** What one look at the page found: the floating element's box, and what lay under it. */
export type Look = { scrollY: number; box: Box; under: string[] };

/** The page's controls, by role: what a visitor can press, the floating element itself aside. */
export async function markControls(page: Page, floating: Locator) {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll("[data-test-control]"))
      el.removeAttribute("data-test-control");
  });
  const roles = ["button", "link", "tab", "checkbox", "switch", "textbox", "combobox", "slider"] as const;
  for (const role of roles) {
    await page
      .getByRole(role)
      .evaluateAll((els) => {
        for (const el of els) el.setAttribute("data-test-control", "");
      })
      .catch(() => {});
  }
  await floating.evaluate((el) => el.removeAttribute("data-test-control"));
}

/**
 * Scrolls the whole page from top to bottom in steps of `step` px and, at each, reads the floating
 * element's box and every control (marked by markControls) and line of text drawn under it: text by its
 * lines' boxes (Range.getClientRects), each cut to what its scrolling or clipping ancestors show.
 */
export function lookWhileScrolling(floating: Locator, step: number): Promise<Look[]> {
  return floating.evaluate(async (own, step) => {
    const frame = () => new Promise(requestAnimationFrame);
    const shown = (el: Element, r: DOMRect | Box) => {
      let box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      for (let e: Element | null = el; e && e !== document.documentElement; e = e.parentElement) {
        const style = getComputedStyle(e);
        const cut = style.clip !== "auto";
        const [x, y] = [cut || style.overflowX !== "visible", cut || style.overflowY !== "visible"];
        if (!x && !y) continue;
        const c = e.getBoundingClientRect();
        if (x) box = { ...box, left: Math.max(box.left, c.left), right: Math.min(box.right, c.right) };
        if (y) box = { ...box, top: Math.max(box.top, c.top), bottom: Math.min(box.bottom, c.bottom) };
      }
      return box;
    };
    const meets = (a: Box, b: Box) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
    const visible = (el: Element) =>
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !own.contains(el);
    const looks = [];
    const end = document.documentElement.scrollHeight - innerHeight;
    for (let y = 0, i = 0; ; y = Math.min(y + step, end), i++) {
      window.scrollTo({ top: y, behavior: "instant" });
      // Layout follows the scroll at once; a frame every fourth step lets what reacts to scrolling
      // (observers, scrollend) have its turn, at a quarter of the frames' cost on a large screen.
      if (i % 4 === 0) await frame();
      const r = own.getBoundingClientRect();
      const box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      const under: string[] = [];
      for (const el of document.querySelectorAll("[data-test-control]")) {
        const r = el.getBoundingClientRect();
        if (meets(r, box) && visible(el) && meets(shown(el, r), box))
          under.push(`control "${el.getAttribute("aria-label") ?? el.textContent?.trim()}"`);
      }
      const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        // Only a line whose whole box meets the button's is looked at further (clipping only cuts it).
        const lines = [...range.getClientRects()].filter((line) => meets(line, box));
        if (lines.length > 0 && visible(parent) && lines.some((line) => meets(shown(parent, line), box)))
          under.push(`text "${node.textContent.trim().slice(0, 40)}"`);
      }
      looks.push({ scrollY: Math.round(scrollY), box, under });
      if (y >= end) return looks;
    }
  }, step);
}
