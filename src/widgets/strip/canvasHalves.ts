import type { gsap } from "gsap";
import { type Snapshot, snapshotElement } from "../../gpu/snapshot.ts";
import { motionStore } from "../../motion/motionStore.ts";
import type { SanitizedHtml } from "../../platform/trustedTypes.ts";
import { cardsOf, decodeImages, type GpuStage, piecesOf } from "./canvasPieces.ts";
import { leaveTime, type StripChange } from "./pageChange.ts";
import { pageInList, type StripPages } from "./pages.ts";
import type { Phase } from "./placement.ts";
import { buildStripTimeline, wholeChange } from "./timeline.ts";

/** One half of a change, ready to draw at any point: its snapshots where they were taken, its timeline. */
type Half = {
  phase: Phase;
  snapshots: Snapshot[];
  canvasBox: DOMRect;
  listBox: DOMRect;
  pieces: ReturnType<typeof piecesOf>;
  timeline: gsap.core.Timeline;
};

/** Snapshots the cards in the list now and builds their half's paused timeline. */
async function prepareHalf(
  stage: GpuStage,
  list: HTMLElement,
  change: StripChange,
  phase: Phase,
): Promise<Half> {
  const cards = cardsOf(list);
  const pieces = piecesOf(list, cards, change.play, change.direction, phase);
  const snapshots = await Promise.all(cards.map((card) => snapshotElement(card)));
  const timeline = buildStripTimeline(change.play, phase, pieces);
  const listBox = list.getBoundingClientRect();
  return { phase, snapshots, canvasBox: stage.canvasBox(), listBox, pieces, timeline };
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
  let drawn: Half | undefined;
  let over = false;
  /** The ended change, leave then enter, kept for the debug panel's scrubber until dropped. */
  let kept: gsap.core.Timeline | undefined;
  let unreplay = () => {};

  /** Draws `half` where its timeline stands. */
  const paint = (half: Half) => {
    if (drawn !== half) {
      stage.scene.show(half.snapshots, half.canvasBox, half.listBox);
      drawn = half;
      pages.cover(half.phase);
    }
    for (const piece of half.pieces) stage.scene.place(piece.index, piece.place(piece.p));
    stage.render();
  };
  const drawHalf = (half: Half, elapsed: number) => {
    half.timeline.time(elapsed / 1000, true);
    paint(half);
  };
  /** Nothing drawn: the DOM cards show. */
  const handBack = () => {
    drawn = undefined;
    pages.cover(false);
    stage.scene.clear();
    stage.render();
  };
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
        return drawHalf(enter ?? leave, enter ? t - leaveMs : leaveMs);
      }
      shown.putBack();
      if (leave) drawHalf(leave, Math.min(t, leaveMs));
    },
    rest(at: 0 | 1, html: SanitizedHtml | undefined) {
      over = true;
      if (at === 1 && html !== undefined) shown.show(html);
      if (at === 0) shown.putBack();
      handBack();
      if (at !== 1 || !leave || !enter) return self.drop();
      // Kept for the debug panel's scrubber: moved, it draws the half its time falls in, and at its
      // end the DOM cards show, as at rest.
      for (const half of [leave, enter])
        half.timeline.eventCallback("onUpdate", () =>
          half === enter && half.timeline.progress() === 1 ? handBack() : paint(half),
        );
      kept = wholeChange(change.play.name, leave.timeline, enter.timeline, leaveMs);
      // The panel's Replay plays it again from its start, as it played, and hands back at its end.
      unreplay = motionStore.onReplay(() => kept?.play(0), "strip");
    },
    /** Ends what a designer may scrub of it (the next change, a replay): the DOM cards show. */
    drop() {
      if (kept) handBack();
      unreplay();
      for (const timeline of [kept, leave?.timeline, enter?.timeline]) timeline?.kill();
      kept = undefined;
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
