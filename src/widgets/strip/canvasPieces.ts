import { playOrder, type StripPlay } from "./animations.ts";
import { type Phase, placement } from "./placement.ts";
import { type StripScene, WHOLE } from "./scene.ts";
import { buildStripTimeline } from "./timeline.ts";

/** What a GPU page change draws with. */
export type GpuStage = {
  scene: StripScene;
  /** The canvas's box in the viewport. */
  canvasBox: () => DOMRect;
  /** Draws a frame now. */
  render: () => void;
};

export const cardsOf = (list: HTMLElement) => [...list.querySelectorAll<HTMLElement>("[data-strips-item]")];

/**
 * Waits until every image of the new page can be drawn (or is known broken). A lazy image far from the
 * viewport would never load, and its decode() never settle: these are about to be shown, so load now.
 */
export const decodeImages = (list: HTMLElement) =>
  Promise.all(
    [...list.querySelectorAll("img")].map((img) => {
      img.loading = "eager";
      return img.decode().catch(() => undefined);
    }),
  );

type Box = { width: number; height: number };

/** What a half's pieces travel by: the list's inner box, its outer size and each card's. */
export type PieceSizes = { box: Box; list: Box; cards: Box[] };

const sizeOf = (el: HTMLElement): Box => ({ width: el.offsetWidth, height: el.offsetHeight });

/** The sizes of the list and its cards as they stand now. */
export const measurePieces = (list: HTMLElement, cards: HTMLElement[]): PieceSizes => ({
  box: { width: list.clientWidth, height: list.clientHeight },
  list: sizeOf(list),
  cards: cards.map(sizeOf),
});

/**
 * The moving pieces of one half (each card, or the WHOLE list) in play order, each at rest, and the
 * half's paused timeline moving them. Made from sizes, so a kept change can be made again with another
 * tuning once its cards are gone (canvasPaint.ts).
 */
export function halfMotion(sizes: PieceSizes, play: StripPlay, direction: 1 | -1, which: Phase) {
  const order = play.motion.whole ? [WHOLE] : playOrder(sizes.cards.length, direction);
  const pieces = order.map((index, i) => {
    const size = (index === WHOLE ? sizes.list : sizes.cards[index]) ?? { width: 0, height: 0 };
    const place = placement(
      play.name,
      play.motion.distance(sizes.box, size, i, play.extra),
      direction,
      which,
    );
    return { index, p: 0, place };
  });
  return { pieces, timeline: buildStripTimeline(play, which, pieces) };
}
