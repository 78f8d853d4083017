import { slideshowTransitions } from "../motion/names.ts";
import { GL_NAMES, GL_PREFIX } from "../widgets/slideshow/glCatalogue.ts";
import type { SlideAnimation } from "../widgets/slideshow/options.ts";
import { findOne } from "./animationSearch.ts";
import type { PanelContext } from "./context.ts";

/** Page 0 is the 18 transitions; pages 1 to m the gl-transitions catalogue, this many a page. */
const PER_PAGE = 18;
const CATALOGUE_PAGES = Math.ceil(GL_NAMES.length / PER_PAGE);
/** The page of the transitions the designer gathered by name, from any page (before page 0). */
export const CHOSEN_PAGE = -1;

const catalogue = GL_NAMES.map((n) => `${GL_PREFIX}${n}` as const);
/** Every transition the sheet draws: the 18, then the catalogue. */
export const SHEET_NAMES: readonly SlideAnimation[] = [...slideshowTransitions, ...catalogue];

/** The sheet's pages, the chosen one first while `chosen` has any: their bounds, names and titles. */
export function sheetPages(chosen: readonly SlideAnimation[]) {
  const count = `${chosen.length} transition${chosen.length === 1 ? "" : "s"}`;
  return {
    first: chosen.length ? CHOSEN_PAGE : 0,
    last: CATALOGUE_PAGES,
    names(page: number): SlideAnimation[] {
      if (page === CHOSEN_PAGE) return [...chosen];
      if (page === 0) return [...slideshowTransitions];
      return catalogue.slice((page - 1) * PER_PAGE, page * PER_PAGE);
    },
    title(page: number): string {
      if (page === CHOSEN_PAGE) return `Chosen: ${count}`;
      return page === 0 ? "The 18 transitions" : `Catalogue page ${page} of ${CATALOGUE_PAGES}`;
    },
  };
}

/**
 * The header's find field: Enter on a transition's name (or words only it contains) adds it to `chosen`,
 * from any page, and a name given again is taken off; then `changed`. Words that find none or several
 * say so in the panel's note, as the panel's own find does.
 */
export function gatherByName(
  find: HTMLInputElement,
  ctx: PanelContext,
  chosen: SlideAnimation[],
  changed: () => void,
) {
  find.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" || !find.value.trim()) return;
    const found = findOne(SHEET_NAMES, find.value);
    if ("note" in found) return ctx.note(found.note);
    const name = found.name as SlideAnimation;
    const at = chosen.indexOf(name);
    if (at < 0) chosen.push(name);
    else chosen.splice(at, 1);
    find.value = "";
    changed();
  });
}
