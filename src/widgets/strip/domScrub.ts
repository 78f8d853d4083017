import type { Playing } from "../../gpu/player.ts";
import type { SanitizedHtml } from "../../platform/trustedTypes.ts";
import { domPieces } from "./domPlayer.ts";
import { type HeldPageChange, leaveTime, pageChangeTime } from "./pageChange.ts";
import type { StripPages } from "./pages.ts";
import { createScrubClock } from "./scrub.ts";

type Half = ReturnType<typeof domPieces>;

/**
 * A held change on the DOM cards: the point the finger holds is drawn at once. Past the seam the new
 * page is in the list (once its reply is here); back before it, the old cards are put back, so a drag
 * may cross the seam either way as often as it likes. At rest no inline style of it is left.
 */
export function scrubOnDom(pages: StripPages, change: HeldPageChange): Playing {
  const { play, direction } = change;
  const leaveMs = leaveTime(play, change.leaving);
  const list = pages.list();
  const leave = list ? domPieces(list, play, "leave", direction) : undefined;
  let html: SanitizedHtml | undefined;
  /** While the new page is in the list: its enter, and what puts the old cards back. */
  let shown: { enter: Half; putBack: () => void } | undefined;

  const showNew = (page: SanitizedHtml) => {
    if (shown || !list) return shown;
    // Nothing scrolls under the finger: the new first card is brought into view once the change completes.
    const putBack = pages.show(page, false);
    shown = { enter: domPieces(list, play, "enter", direction), putBack };
    return shown;
  };
  const clock = createScrubClock(
    { leave: leaveMs, total: pageChangeTime(change) },
    {
      draw(t) {
        // At the seam both halves draw nothing: the new page goes in there.
        if (t >= leaveMs && html !== undefined) {
          showNew(html)?.enter.draw(t - leaveMs);
          return;
        }
        if (shown) {
          shown.putBack();
          shown = undefined;
        }
        leave?.draw(Math.min(t, leaveMs));
      },
      enterReady: () => html !== undefined,
      arrived: () => html !== undefined,
      rest(at) {
        if (list) list.style.removeProperty("transition");
        if (at === 1 && html !== undefined) {
          showNew(html)?.enter.rest();
          pages.reveal();
          return;
        }
        shown?.putBack();
        shown = undefined;
        leave?.rest();
      },
    },
  );
  // A list that fades as one follows the finger, not strip.css's opacity transition a moment behind it.
  if (list && play.motion.whole) list.style.transition = "none";
  change.html.then(
    (page) => {
      html = page;
      clock.entered();
    },
    () => undefined, // the adapter reports it and lets the change run back
  );
  clock.redraw();
  return clock.playing;
}
