import type { gsap } from "gsap";
import type { Player } from "../../gpu/player.ts";
import { snapshotElement } from "../../gpu/snapshot.ts";
import { playSince } from "../../motion/gsap.ts";
import { deferred } from "../../platform/deferred.ts";
import { cardsOf, decodeImages, type GpuStage, piecesOf } from "./canvasPieces.ts";
import { scrubOnCanvas } from "./canvasScrub.ts";
import type { PageChange, StripChange } from "./pageChange.ts";
import type { StripPages } from "./pages.ts";
import type { Phase } from "./placement.ts";
import { buildStripTimeline } from "./timeline.ts";
/**
 * The GPU player: snapshots of the old cards leave on the canvas while the DOM cards hide beneath it;
 * the new page's cards are put in the DOM; once their images are decoded, snapshots of them enter; at
 * the end the DOM shows the cards again in the very frame the canvas clears.
 */
export function createCanvasPlayer(stage: GpuStage, pages: StripPages): Player<StripChange> {
  return (change) =>
    "held" in change ? scrubOnCanvas(stage, pages, change) : playOnCanvas(stage, pages, change);
}

function playOnCanvas(stage: GpuStage, pages: StripPages, { play, direction, html }: PageChange) {
  let hurry = false;
  let current: gsap.core.Timeline | undefined;
  // A press meanwhile must not wait for pictures that may take seconds (or never come) to decode.
  const hurrying = deferred();
  const unlessHurried = <T>(work: Promise<T>) => Promise.race([work, hurrying.promise]);

  // When the leave ended: the enter plays from then, however long the new pictures took to decode, so
  // its frames depend on the page's clock alone (the same on every run under Playwright's page.clock).
  let leaveEnded: number | undefined;
  const phase = async (which: Phase) => {
    const element = pages.list();
    // A change being hurried (a press meanwhile) draws nothing more: the DOM shows its end at once.
    if (!element || hurry) return;
    if (which === "enter") await unlessHurried(decodeImages(element));
    if (hurry) return;
    const cards = cardsOf(element);
    const pieces = piecesOf(element, cards, play, direction, which);
    const snapshots = await unlessHurried(Promise.all(cards.map((card) => snapshotElement(card))));
    if (!snapshots) return;
    stage.scene.show(snapshots, stage.canvasBox(), element.getBoundingClientRect());
    const draw = () => {
      for (const piece of pieces) stage.scene.place(piece.index, piece.place(piece.p));
      stage.render();
    };
    const timeline = buildStripTimeline(play, which, pieces);
    current = timeline;
    draw();
    pages.cover(which);
    await new Promise<void>((resolve) => {
      timeline.eventCallback("onUpdate", draw);
      timeline.eventCallback("onComplete", () => resolve());
      if (hurry) {
        timeline.progress(1);
        return;
      }
      const startedAt = which === "enter" && leaveEnded !== undefined ? leaveEnded : performance.now();
      // The leave's end, from its own length: not when its last frame happened to run.
      if (which === "leave")
        leaveEnded = startedAt + (timeline.totalDuration() * 1000) / timeline.timeScale();
      playSince(timeline, startedAt);
    });
    draw();
  };

  const done = (async () => {
    try {
      await phase("leave");
      pages.show(html);
      await phase("enter");
    } finally {
      current?.kill();
      pages.cover(false);
      stage.scene.clear();
      stage.render();
    }
  })();
  return {
    done,
    finish() {
      hurry = true;
      hurrying.resolve();
      current?.progress(1);
    },
  };
}
