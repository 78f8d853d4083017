/**
 * On a phone, where a page's cards stand one under another, a page change brings the new page's first
 * card into view (clear of the sticky header, by the content's scroll margin), not leaving the visitor
 * at its last. Nothing moves when the first card already stands in the upper half of the screen.
 */
export function revealFirstCard(list: Element, reduced: boolean): void {
  const first = list.querySelector<HTMLElement>("[data-strips-item]");
  if (!first) return;
  const top = first.getBoundingClientRect().top;
  const margin = Number.parseFloat(getComputedStyle(first).scrollMarginTop) || 0;
  if (top >= margin && top < window.innerHeight / 2) return;
  first.scrollIntoView({ block: "start", behavior: reduced ? "instant" : "smooth" });
}
