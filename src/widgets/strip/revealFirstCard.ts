/**
 * On a phone, where a page's cards stand one under another, a page change brings the new page's first
 * card into view (clear of the sticky header, by the content's scroll margin), not leaving the visitor
 * at its last. Nothing moves when the first card already stands in the upper half of the screen, or
 * when the visitor is no longer looking at the strip (a press held before the page woke, replayed after
 * they scrolled on): the page never takes them back.
 */
export function revealFirstCard(list: Element, reduced: boolean): void {
  const shown = list.getBoundingClientRect();
  if (shown.bottom <= 0 || shown.top >= window.innerHeight) return;
  const first = list.querySelector<HTMLElement>("[data-strips-item]");
  if (!first) return;
  const top = first.getBoundingClientRect().top;
  const margin = Number.parseFloat(getComputedStyle(first).scrollMarginTop) || 0;
  if (top >= margin && top < window.innerHeight / 2) return;
  first.scrollIntoView({ block: "start", behavior: reduced ? "instant" : "smooth" });
}
