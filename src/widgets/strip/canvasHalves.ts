import { snapshotElement } from "../../gpu/snapshot.ts";
import { namedTimelinesWatched } from "../../motion/timeline.ts";
import type { SanitizedHtml } from "../../platform/trustedTypes.ts";
import { type Half, halfPainter, keptOnCanvas } from "./canvasPaint.ts";
import { cardsOf, decodeImages, type GpuStage, halfMotion, measurePieces } from "./canvasPieces.ts";
import { keepChange } from "./keptChange.ts";
import { leaveTime, type StripChange } from "./pageChange.ts";
import { pageInList, type StripPages } from "./pages.ts";
import type { Phase } from "./placement.ts";

/** Snapshots the cards in the list now and builds their half's paused timeline. */
async function prepareHalf(
  stage: GpuStage,
  list: HTMLElement,
  change: StripChange,
  phase: Phase,
): Promise<Half> {
  const cards = cardsOf(list);
  const sizes = measurePieces(list, cards);
  const snapshots = await Promise.all(cards.map((card) => snapshotElement(card)));
  const { pieces, timeline } = halfMotion(sizes, change.play, change.direction, phase);
  const listBox = list.getBoundingClientRect();
  return { phase, snapshots, canvasBox: stage.canvasBox(), listBox, sizes, pieces, timeline };
}

/**
 * The two halves of one change on the GPU canvas, drawn at a time of the change (canvasPlayer.ts). The
 * old cards' snapshots are taken at once; the new page (its placeholders until it is here) goes in the
 * DOM beneath the canvas at the seam, and its snapshots are taken once its pictures are decoded; the
 * placeholders' are drawn until the page's are made. Back before the seam, the old cards are
 * put back. Until the old cards' snapshots are made, the DOM cards show, still. `onReady` hears each
 * half become drawable.
 */
export function canvasHalves(stage: GpuStage, pages: StripPages, change: StripChange) {
  const leaveMs = leaveTime(change.play, change.leaving);
  let leave: Half | undefined;
  let enter: Half | undefined;
  const shown = pageInList(pages);
  /** What `enter`'s snapshots were made of. */
  let enterHtml: SanitizedHtml | undefined;
  let preparing = false;
  let over = false;
  const painter = halfPainter(stage, pages);
  /** Drops the ended change kept for the debug panel (keptChange.ts), until the next change. */
  let dropKept: (() => void) | undefined;

  const prepareEnter = async () => {
    const list = pages.list();
    if ((enter && enterHtml === shown.html()) || preparing || !list) return;
    preparing = true;
    const at = shown.shows();
    const html = shown.html();
    const still = () => !over && shown.shows() === at && shown.in();
    await decodeImages(list);
    const half = still() ? await prepareHalf(stage, list, change, "enter") : undefined;
    preparing = false;
    if (half && still()) {
      enter?.timeline.kill(); // the placeholders', drawn until the page they stood for could be
      enter = half;
      enterHtml = html;
      self.onReady();
      return;
    }
    half?.timeline.kill();
    if (!over && shown.in()) void prepareEnter(); // the page went in again meanwhile
  };

  const self = {
    onReady: () => {},
    leaveReady: () => leave !== undefined,
    enterReady: () => enter !== undefined && shown.in() && enterHtml === shown.html(),
    draw(t: number, html: SanitizedHtml | undefined) {
      if (over) return;
      // At the seam both halves draw nothing: the new page goes in there, once the old cards'
      // snapshots are made from them.
      if (t >= leaveMs && html !== undefined && leave) {
        if (shown.show(html)) void prepareEnter();
        return painter.drawHalf(enter ?? leave, enter ? t - leaveMs : leaveMs);
      }
      shown.putBack();
      if (leave) painter.drawHalf(leave, Math.min(t, leaveMs));
    },
    rest(at: 0 | 1, html: SanitizedHtml | undefined) {
      over = true;
      if (at === 1 && html !== undefined) shown.show(html);
      if (at === 0) shown.putBack();
      painter.handBack();
      // Kept only for a designer's tools: a visitor's page lets its snapshots go at once.
      if (at === 1 && leave && enter && namedTimelinesWatched())
        dropKept = keepChange(change, keptOnCanvas(painter, change, [leave, enter]));
      else self.drop();
    },
    /** Ends what a designer may scrub of it (at the next change): the DOM cards show. */
    drop() {
      dropKept?.();
      dropKept = undefined;
      leave?.timeline.kill();
      enter?.timeline.kill();
    },
  };
  const list = pages.list();
  if (list)
    void prepareHalf(stage, list, change, "leave").then((half) => {
      if (over) return void half.timeline.kill();
      leave = half;
      self.onReady();
    });
  return self;
}
