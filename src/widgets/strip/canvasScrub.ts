import type { gsap } from "gsap";
import type { Playing } from "../../gpu/player.ts";
import { type Snapshot, snapshotElement } from "../../gpu/snapshot.ts";
import type { SanitizedHtml } from "../../platform/trustedTypes.ts";
import { cardsOf, decodeImages, type GpuStage, piecesOf } from "./canvasPieces.ts";
import { type HeldPageChange, leaveTime, pageChangeTime } from "./pageChange.ts";
import type { StripPages } from "./pages.ts";
import type { Phase } from "./placement.ts";
import { createScrubClock } from "./scrub.ts";
import { buildStripTimeline } from "./timeline.ts";

/** One half of a held change, ready to draw at any point: its snapshots where they were taken, its timeline. */
type Half = {
  phase: Phase;
  snapshots: Snapshot[];
  canvasBox: DOMRect;
  listBox: DOMRect;
  pieces: ReturnType<typeof piecesOf>;
  timeline: gsap.core.Timeline;
};

/** Snapshots the cards in the list now and builds their half's paused timeline. */
async function prepare(
  stage: GpuStage,
  list: HTMLElement,
  change: HeldPageChange,
  phase: Phase,
): Promise<Half> {
  const cards = cardsOf(list);
  const pieces = piecesOf(list, cards, change.play, change.direction, phase);
  const snapshots = await Promise.all(cards.map((card) => snapshotElement(card)));
  const timeline = buildStripTimeline(change.play, phase, pieces);
  return {
    phase,
    snapshots,
    canvasBox: stage.canvasBox(),
    listBox: list.getBoundingClientRect(),
    pieces,
    timeline,
  };
}

/**
 * A held change on the GPU canvas: both halves' snapshots are kept, so the finger may cross the seam
 * either way and each half is drawn again by setting its paused timeline's time. Past the seam the new
 * page is in the DOM beneath the canvas (snapshotted once its pictures are decoded); back before it,
 * the old cards are put back. Until the old cards' snapshots are made, the DOM cards show, still.
 */
export function scrubOnCanvas(stage: GpuStage, pages: StripPages, change: HeldPageChange): Playing {
  const leaveMs = leaveTime(change.play, change.leaving);
  let leave: Half | undefined;
  let enter: Half | undefined;
  let html: SanitizedHtml | undefined;
  /** Set while the new page is in the DOM: puts the old cards back. */
  let putBack: (() => void) | undefined;
  /** Each time the new page goes in: snapshots of an earlier time it was in are not used. */
  let shows = 0;
  let preparing = false;
  let drawn: Half | undefined;
  let over = false;

  const draw = (half: Half, elapsed: number) => {
    if (drawn !== half) {
      stage.scene.show(half.snapshots, half.canvasBox, half.listBox);
      drawn = half;
      pages.cover(half.phase);
    }
    half.timeline.time(elapsed / 1000);
    for (const piece of half.pieces) stage.scene.place(piece.index, piece.place(piece.p));
    stage.render();
  };
  const prepareEnter = async () => {
    const list = pages.list();
    if (enter || preparing || !list) return;
    preparing = true;
    const at = shows;
    const still = () => !over && shows === at && putBack !== undefined;
    await decodeImages(list);
    const half = still() ? await prepare(stage, list, change, "enter") : undefined;
    preparing = false;
    if (half && still()) {
      enter = half;
      clock.entered();
      return;
    }
    half?.timeline.kill();
    if (!over && putBack) void prepareEnter(); // the page went in again meanwhile
  };

  const clock = createScrubClock(
    { leave: leaveMs, total: pageChangeTime(change) },
    {
      draw(t) {
        if (over) return;
        // At the seam both halves draw nothing: the new page goes in there.
        // The new page goes in once the old cards' snapshots are made from them.
        if (t >= leaveMs && html !== undefined && leave) {
          if (!putBack) {
            putBack = pages.show(html);
            shows++;
            void prepareEnter();
          }
          draw(enter ?? leave, enter ? t - leaveMs : leaveMs);
          return;
        }
        putBack?.();
        putBack = undefined;
        if (leave) draw(leave, Math.min(t, leaveMs));
      },
      enterReady: () => enter !== undefined && putBack !== undefined,
      arrived: () => html !== undefined,
      rest(at) {
        over = true;
        leave?.timeline.kill();
        enter?.timeline.kill();
        if (at === 1 && !putBack && html !== undefined) pages.show(html);
        if (at === 0) putBack?.();
        pages.cover(false);
        stage.scene.clear();
        stage.render();
      },
    },
  );
  const list = pages.list();
  if (list)
    void prepare(stage, list, change, "leave").then((half) => {
      if (over) {
        half.timeline.kill();
        return;
      }
      leave = half;
      clock.redraw();
    });
  change.html.then(
    (page) => {
      html = page;
      clock.entered();
    },
    () => undefined, // the adapter reports it and lets the change run back
  );
  return clock.playing;
}
