import type { Player } from "../../gpu/player.ts";
import { namedTimelinesWatched } from "../../motion/timeline.ts";
import type { SanitizedHtml } from "../../platform/trustedTypes.ts";
import { type PageChangeDrawing, pageChangeClock } from "./changeTime.ts";
import { type KeptCards, keptInDom } from "./domKept.ts";
import { domPieces } from "./domPieces.ts";
import { keepChange } from "./keptChange.ts";
import { leaveTime, type StripChange } from "./pageChange.ts";
import { pageInList, type StripPages } from "./pages.ts";

type Half = ReturnType<typeof domPieces>;

/**
 * The DOM player, the strip's when the GPU canvas does not draw: the old cards leave, the new page's
 * cards (its placeholders until its reply is here) take their place in the list at the seam, and enter,
 * on the change's clock (changeTime.ts). A finger may cross the seam either way as often as it likes: back
 * before it, the old cards are put back. `instant()` (reduced motion) goes straight to the end. At rest no
 * inline style of it is left. Under a designer's tools an ended change is kept (domKept.ts) until `drop`,
 * which the next change of either player calls first.
 */
export function createDomPlayer(pages: StripPages, instant: () => boolean) {
  let dropKept: (() => void) | undefined;
  const drop = () => {
    dropKept?.();
    dropKept = undefined;
  };
  const play: Player<StripChange> = (change) => {
    const reduced = instant();
    const drawing = changeDrawing(pages, change, (list, cards) => {
      if (!reduced && namedTimelinesWatched())
        dropKept = keepChange(change, keptInDom(list, change, cards()));
    });
    return pageChangeClock(change, drawing, reduced).playing;
  };
  return { play, drop };
}

/** How the DOM cards draw `change`; `ended` hears of a change that reached its end, and may take its cards. */
function changeDrawing(
  pages: StripPages,
  change: StripChange,
  ended: (list: HTMLElement, cards: () => KeptCards) => void,
): PageChangeDrawing {
  const { play, direction } = change;
  const leaveMs = leaveTime(play, change.leaving);
  const list = pages.list();
  const leave = list ? domPieces(list, play, "leave", direction) : undefined;
  const inList = pageInList(pages);
  /** The enter of the page in the list (its placeholders' until it is here). */
  let enter: Half | undefined;
  const showNew = (html: SanitizedHtml) => {
    if (!list) return undefined;
    // A drag never scrolls the page: the visitor dragged where they are reading (behaviour.md 11). (Read
    // now: a finger may have caught a press's change on its way.)
    if (inList.show(html, !change.dragged)) enter = domPieces(list, play, "enter", direction);
    return enter;
  };
  const putBack = () => {
    inList.putBack();
    enter = undefined;
  };
  // A list that fades as one follows the finger, not strip.css's opacity transition a moment behind.
  const follows = change.dragged && play.motion.whole && list;
  if (follows) list.style.transition = "none";
  return {
    enterReady: () => true,
    draw(t, html) {
      if (t >= leaveMs && html !== undefined) return showNew(html)?.draw(t - leaveMs);
      putBack();
      leave?.draw(Math.min(t, leaveMs));
    },
    rest(at, html) {
      if (follows) list.style.removeProperty("transition");
      if (at === 1 && html !== undefined) {
        showNew(html)?.rest();
        if (list) ended(list, () => movedCards(list, inList));
        return;
      }
      putBack();
      leave?.rest();
    },
  };
}

/** The cards in the list, and the ones they replaced (put back for a moment to be taken). */
function movedCards(list: HTMLElement, inList: ReturnType<typeof pageInList>): KeptCards {
  const enter = [...list.childNodes];
  inList.putBack();
  const leave = [...list.childNodes];
  list.replaceChildren(...enter);
  return { leave, enter };
}
