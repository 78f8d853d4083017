import type { Snapshot } from "../../gpu/snapshot.ts";
import type { StripPlay } from "./animations.ts";
import { type GpuStage, halfMotion, type PieceSizes } from "./canvasPieces.ts";
import type { KeptHalves } from "./keptChange.ts";
import type { StripChange } from "./pageChange.ts";
import type { StripPages } from "./pages.ts";
import type { Phase } from "./placement.ts";

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
 * The canvas's halves of an ended change kept for the debug panel (keptChange.ts), for `play` on the
 * same snapshots: each draws where its timeline stands, and at rest the DOM cards show.
 */
export function keptOnCanvas(painter: ReturnType<typeof halfPainter>, change: StripChange, halves: Half[]) {
  return (play: StripPlay): KeptHalves => {
    // Its own play keeps the halves it was drawn with (the tools already hold their timelines); an edit's
    // is laid out again.
    const [leave, enter] = (
      play === change.play
        ? halves
        : halves.map((half) => ({ ...half, ...halfMotion(half.sizes, play, change.direction, half.phase) }))
    ) as [Half, Half];
    return {
      leave: leave.timeline,
      enter: enter.timeline,
      draw: (phase) => painter.paint(phase === "leave" ? leave : enter),
      rest: painter.handBack,
      drop() {
        painter.handBack();
        leave.timeline.kill();
        enter.timeline.kill();
      },
    };
  };
}
