import type { Snapshot } from "../../gpu/snapshot.ts";
import { motionStore } from "../../motion/motionStore.ts";
import type { StripPlay } from "./animations.ts";
import { type GpuStage, halfMotion, type PieceSizes } from "./canvasPieces.ts";
import { leaveTime, type StripChange } from "./pageChange.ts";
import type { StripPages } from "./pages.ts";
import type { Phase } from "./placement.ts";
import { wholeChange } from "./timeline.ts";

/** One half of a change, ready to draw at any point: its snapshots where they were taken, its timeline. */
export type Half = {
  phase: Phase;
  snapshots: Snapshot[];
  canvasBox: DOMRect;
  listBox: DOMRect;
  sizes: PieceSizes;
} & ReturnType<typeof halfMotion>;

/** Draws a change's halves on the canvas over the covered cards; `handBack` draws none: the DOM cards show. */
export function halfPainter(stage: GpuStage, pages: StripPages) {
  let drawn: Half | undefined;
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
  return {
    paint,
    /** Draws `half` `elapsed` ms into it. */
    drawHalf(half: Half, elapsed: number) {
      half.timeline.time(elapsed / 1000, true);
      paint(half);
    },
    handBack() {
      drawn = undefined;
      pages.cover(false);
      stage.scene.clear();
      stage.render();
    },
  };
}

/**
 * An ended change kept for the debug panel (wholeChange): moved on GSDevTools' bar, it draws the half its
 * time falls in, and at its end the DOM cards show, as at rest; Replay plays it again from its start at
 * the speed in force. Each edit of the tuning makes it again with the tuning in force (its `retuned`
 * play, on the same snapshots), standing at its end, so the bar and Replay show what a change would
 * now (the slideshow's retune). Its end and each replay's tell the store, for the panel's Loop. Returns
 * what drops it: the DOM cards show.
 */
export function keepChange(painter: ReturnType<typeof halfPainter>, change: StripChange, halves: Half[]) {
  let drop = keptWhole(painter, change.play, halves, leaveTime(change.play, change.leaving));
  const offEdits = motionStore.subscribe(() => {
    if (!change.retuned) return;
    const play = change.retuned();
    drop();
    painter.handBack();
    const remade = halves.map((half) => ({
      ...half,
      ...halfMotion(half.sizes, play, change.direction, half.phase),
    }));
    const dropRemade = keptWhole(painter, play, remade, leaveTime(play, change.leaving));
    drop = () => {
      dropRemade();
      for (const half of remade) half.timeline.kill();
    };
  });
  return () => {
    offEdits();
    drop();
    painter.handBack();
  };
}

/** The halves as one timeline at its end, drawn by its updates, replayed by the panel; returns its drop. */
function keptWhole(painter: ReturnType<typeof halfPainter>, play: StripPlay, halves: Half[], seam: number) {
  const [leave, enter] = halves as [Half, Half];
  for (const half of halves)
    half.timeline.eventCallback("onUpdate", () =>
      half === enter && half.timeline.progress() === 1 ? painter.handBack() : painter.paint(half),
    );
  const whole = wholeChange(play, leave.timeline, enter.timeline, seam);
  whole.eventCallback("onComplete", () => motionStore.ended("strip"));
  const unreplay = motionStore.onReplay(
    () => whole.timeScale(motionStore.playback().timeScale).play(0),
    "strip",
  );
  motionStore.ended("strip");
  return () => {
    unreplay();
    whole.kill();
  };
}
