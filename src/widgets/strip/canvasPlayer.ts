import type { Player, Playing } from "../../gpu/player.ts";
import { canvasHalves } from "./canvasHalves.ts";
import type { GpuStage } from "./canvasPieces.ts";
import { type PageChangeDrawing, pageChangeClock } from "./changeTime.ts";
import type { StripChange } from "./pageChange.ts";
import type { StripPages } from "./pages.ts";

/**
 * The GPU player: snapshots of the old cards leave on the canvas while the DOM cards hide beneath it;
 * at the seam the new page's cards are put in the DOM beneath the canvas and, once their pictures are
 * decoded, snapshots of them enter; at rest the DOM shows the cards again in the very frame the canvas
 * clears. Both halves are kept, so a finger may cross the seam either way; each is drawn by setting its
 * paused timeline to the change's time (changeTime.ts). The change starts once the old cards'
 * snapshots are made: a settle asked for before waits for them and goes on from that moment, so a
 * press's frames keep the time its leave began. The enter's setup does not stop the clock: the enter is
 * drawn at its time once its snapshots are made.
 */
export function createCanvasPlayer(stage: GpuStage, pages: StripPages): Player<StripChange> {
  /** The last change's halves, which a designer may scrub until the next change. */
  let last: ReturnType<typeof canvasHalves> | undefined;
  return (change) => {
    last?.drop();
    const halves = canvasHalves(stage, pages, change);
    last = halves;
    const drawing: PageChangeDrawing = {
      draw: halves.draw,
      rest: halves.rest,
      enterReady: halves.enterReady,
    };
    const { playing, redraw } = pageChangeClock(change, drawing);
    let settle: Parameters<Playing["settle"]> | undefined;
    halves.onReady = () => {
      if (settle) playing.settle(settle[0], settle[1]);
      settle = undefined;
      redraw();
    };
    return {
      ...playing,
      // A finger that catches it stops a settle still waiting for the snapshots too.
      seek(progress) {
        settle = undefined;
        playing.seek(progress);
      },
      settle(...args) {
        if (halves.leaveReady()) playing.settle(...args);
        else settle = args;
      },
    };
  };
}
