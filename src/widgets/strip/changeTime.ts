import type { Playing } from "../../gpu/player.ts";
import { createChangeClock } from "../../motion/changeClock.ts";
import type { SanitizedHtml } from "../../platform/trustedTypes.ts";
import { changeLength, pageChangeTime, type StripChange } from "./pageChange.ts";
import { placeholderPage } from "./placeholderPage.ts";

/** What a page change's time asks of the player that draws it (DOM cards or GPU canvas). */
export type PageChangeDrawing = {
  /** Draws the change `t` ms into its own time; `html`: its page, or its placeholders while on its way. */
  draw(t: number, html: SanitizedHtml | undefined): void;
  /** Whether the new page's cards can be drawn now that its page is here. */
  enterReady(): boolean;
  /** Leaves the cards at rest at the change's start (0) or end (1), nothing of it drawn. */
  rest(at: 0 | 1, html: SanitizedHtml | undefined): void;
};

/**
 * A page change on the one clock (motion/changeClock.ts), for either player: its progress is its own
 * time, the leave and then the enter (changeLength), played over its page time (pageChangeTime: slowed
 * by the debug panel's time scale, as the slideshow's change is). While its page is on its way, past the
 * seam (the leave's end, where every old card has gone) its placeholders enter (placeholderPage.ts), and a
 * settle going on waits at the end, with them in place, until the page is here; the enter's own setup (on the
 * GPU, snapshots of the new cards) does not stop its time, but its end waits until the enter can be
 * drawn. A page that fails never shows, and the change can only go back. `finish` ends it where it was
 * going, at its start if its page is not here. `instant` (reduced motion) takes no time. Returns the
 * change's Playing and `redraw`, for a player whose pieces became drawable.
 */
export function pageChangeClock(change: StripChange, drawing: PageChangeDrawing, instant = false) {
  const own = instant ? 0 : changeLength(change);
  let html: SanitizedHtml | undefined;
  const clock = createChangeClock(
    instant ? 0 : pageChangeTime(change),
    (progress) => drawing.draw(progress * own, html ?? placeholderPage(change.leaving)),
    (at) => drawing.rest(html === undefined ? 0 : at, html),
  );
  /** Draws again where it stands, once what it waits at may have changed. */
  const redraw = () => {
    clock.waitAt(html !== undefined && drawing.enterReady() ? undefined : 1);
    clock.redraw();
  };
  redraw();
  change.html.then(
    (page) => {
      html = page;
      redraw();
    },
    () => undefined, // the pipeline reports it and lets the change run back
  );
  const done = clock.done.then(() => undefined);
  const playing: Playing = {
    done,
    seek: clock.seek,
    progress: clock.progress,
    settle: clock.settle,
    finish: () => clock.finish(html === undefined ? 0 : undefined),
  };
  return { playing, redraw };
}
