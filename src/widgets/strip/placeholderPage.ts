import { type SanitizedHtml, trustedHtml } from "../../platform/trustedTypes.ts";

/** One card's shape with nothing in it yet: its picture's place and three lines of text (strip.css). */
const CARD =
  '<li class="strip-card strip-card--placeholder" data-strips-item aria-hidden="true">' +
  '<div class="strip-card__placeholder-image"></div><div class="strip-card__body">' +
  '<span class="strip-card__placeholder-line"></span><span class="strip-card__placeholder-line"></span>' +
  '<span class="strip-card__placeholder-line"></span></div></li>';

const made = new Map<number, SanitizedHtml>();

/**
 * The page a finger drags in while its reply is on its way (behaviour.md 11): `cards` empty cards that
 * shimmer, so the strip is never empty and shows the page is coming; its players swap in the real page
 * when it arrives. Our own constant markup, so it passes the policy as it is.
 */
export function placeholderPage(cards: number): SanitizedHtml {
  let page = made.get(cards);
  if (page === undefined) {
    page = trustedHtml(CARD.repeat(cards), (markup) => markup);
    made.set(cards, page);
  }
  return page;
}
