import type { Box, EnginePage } from "./page.ts";

/** What the cross-engine specs read off the slideshow and the strip, through the page's own markup. */
const CAROUSEL = "[aria-roledescription=carousel]";
const STRIP = "[data-strips='101']";

/** A visitor arrives: the pointer moves, away from every widget, which wakes the GPU canvases. */
export const arrive = (site: EnginePage) => site.pointer([{ move: [2, 2] }, { move: [1, 1] }]);

/** Waits until the slideshow's GPU canvas has taken over from its DOM slide. */
export const slideshowOnGpu = (site: EnginePage) =>
  site.until(
    "the slideshow's canvas",
    `return document.querySelector("${CAROUSEL}")?.dataset.renderer === "gpu"`,
  );

/** Waits until slide `n` is shown and at rest. */
export const slideAtRest = (site: EnginePage, n: number) =>
  site.until(
    `slide ${n} at rest`,
    `const region = document.querySelector("${CAROUSEL}");
     const current = region.querySelector("[aria-current=true]")?.getAttribute("aria-label") ?? "";
     return region.dataset.state === "idle" && current.startsWith("Slide " + arguments[0] + ":");`,
    n,
  );

/** A box of the page in the viewport, scrolled to the middle first. */
export const boxOf = (site: EnginePage, selector: string) =>
  site.run<Box>(
    `const el = document.querySelector(arguments[0]);
     el.scrollIntoView({ block: "center", behavior: "instant" });
     const { x, y, width, height } = el.getBoundingClientRect();
     return { x, y, width, height };`,
    selector,
  );

export const stage = (site: EnginePage) => boxOf(site, `${CAROUSEL} .slideshow__stage`);
export const stripStage = (site: EnginePage) => boxOf(site, `${STRIP} .strip__stage`);

/** Waits until the strip shows its page `n`'s cards, with the pager on it. */
export const stripOnPage = (site: EnginePage, n: number) =>
  site.until(
    `the strip's page ${n}`,
    `const strip = document.querySelector("${STRIP}");
     const current = strip.querySelector("[aria-current=page]")?.getAttribute("aria-label");
     return current === "Page " + arguments[0] && strip.getAttribute("aria-busy") !== "true";`,
    n,
  );

/** Waits until the strip's GPU canvas is there (from 768 px, once a visitor is about). */
export const stripOnGpu = (site: EnginePage) =>
  site.until("the strip's canvas", `return !!document.querySelector("${STRIP} .strip__canvas canvas")`);
