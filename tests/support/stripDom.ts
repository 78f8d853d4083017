import type { SanitizedHtml } from "../../src/platform/trustedTypes.ts";
import { createStripPages } from "../../src/widgets/strip/pages.ts";

/** A page's cards as a reply brings them. */
export const replyHtml = (page: number) =>
  `<li data-strips-item>page ${page}</li>` as unknown as SanitizedHtml;

/** A strip of four cards in happy-dom's body, its container ref and its pages, wide and with motion. */
export function stripDom() {
  document.body.innerHTML = `<div data-strips="1"><ul data-strips-items>${"<li data-strips-item></li>".repeat(4)}</ul></div>`;
  const element = document.querySelector<HTMLElement>("[data-strips]");
  const pages = createStripPages({
    container: () => element,
    grow: () => {},
    view: () => ({ wide: true, reduced: false }),
  });
  return { element, container: { current: element }, pages };
}
