import type { SanitizedHtml } from "../../platform/trustedTypes.ts";
import type { Phase } from "./placement.ts";
import { applyCarriedStyles } from "./replyStyles.ts";
import { revealFirstCard } from "./revealFirstCard.ts";

/**
 * The strip's cards as its players see them: the list, the page put in it, and the mark a canvas sets
 * while it covers them. React draws the first page only; later pages are the server's HTML, which the
 * player of each change puts in the list itself, between the leave and the enter, with no round trip
 * through React (it would have to commit in the middle of the player's work).
 */
export type StripPages = {
  /** The list of cards shown now. */
  list(): HTMLElement | null;
  /**
   * Puts a page's cards in the list: its pictures' carried styles set through the CSSOM, the stage
   * grown to the tallest page, and on a phone the new first card brought into view (`reveal`). Returns
   * what puts the cards it replaced back (the very nodes, as they were): a drag taken back over the seam.
   */
  show(html: SanitizedHtml, reveal?: boolean): () => void;
  /** Which half of a change the canvas draws over the cards (strip.css hides them); false shows them. */
  cover(phase: Phase | false): void;
};

type Surroundings = {
  container: () => HTMLElement | null;
  /** Grows the stage to the page shown, if it is the tallest (steadyHeight.ts). */
  grow: () => void;
  /** Whether the cards stand side by side (no first card to reveal), and whether motion is reduced. */
  view: () => { wide: boolean; reduced: boolean };
};

export function createStripPages({ container, grow, view }: Surroundings): StripPages {
  const list = () => container()?.querySelector<HTMLElement>("[data-strips-items]") ?? null;
  const reveal = () => {
    const element = list();
    const { wide, reduced } = view();
    if (element && !wide) revealFirstCard(element, reduced);
  };
  return {
    list,
    show(html, revealing = true) {
      const element = list();
      if (!element) return () => {};
      const replaced = [...element.childNodes];
      // lib.dom types innerHTML as a string; under the CSP it must be (and is) TrustedHTML.
      element.innerHTML = html as string;
      applyCarriedStyles(element);
      grow();
      if (revealing) reveal();
      return () => element.replaceChildren(...replaced);
    },
    cover(phase) {
      const root = container();
      if (phase) root?.setAttribute("data-gpu-drawing", phase);
      else if (root?.hasAttribute("data-gpu-drawing")) uncover(root, list());
    },
  };
}

/**
 * Shows the cards whole in the very frame the canvas clears: their list's opacity transition (which
 * eases the `loading` dimming) must not fade them up from the 0 they had beneath the canvas. It is held
 * off while the style without the mark is computed, so no transition starts.
 */
function uncover(root: HTMLElement, element: HTMLElement | null) {
  element?.style.setProperty("transition", "none");
  root.removeAttribute("data-gpu-drawing");
  if (!element) return;
  void getComputedStyle(element).opacity;
  element.style.removeProperty("transition");
  if (element.style.length === 0) element.removeAttribute("style");
}

/**
 * A change's new page (or its placeholders) in the list from the seam on, for either player: which,
 * how many times one went in (a GPU player uses no snapshot of an earlier one), and what puts the old
 * cards back.
 */
export function pageInList(pages: StripPages) {
  let putBack: (() => void) | undefined;
  let html: SanitizedHtml | undefined;
  let shows = 0;
  return {
    html: () => html,
    shows: () => shows,
    in: () => putBack !== undefined,
    /** Puts `next` in (pages.show), the old cards back first if another was there; whether it went in now. */
    show(next: SanitizedHtml, reveal?: boolean): boolean {
      if (putBack && html === next) return false;
      putBack?.(); // the placeholders make way for the page they stood for
      putBack = pages.show(next, reveal);
      html = next;
      shows++;
      return true;
    },
    putBack() {
      putBack?.();
      putBack = undefined;
      html = undefined;
    },
  };
}
