import { playOrder, type StripPlay } from "./animations.ts";
import { type Phase, placement } from "./placement.ts";
import { type StripScene, WHOLE } from "./scene.ts";

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

/** The moving pieces of one half (each card, or the WHOLE list) in play order, each at rest. */
export function piecesOf(
  list: HTMLElement,
  cards: HTMLElement[],
  play: StripPlay,
  direction: 1 | -1,
  which: Phase,
) {
  const box = { width: list.clientWidth, height: list.clientHeight };
  const order = play.motion.whole ? [WHOLE] : playOrder(cards.length, direction);
  return order.map((index, i) => {
    const moved = index === WHOLE ? list : cards[index];
    const size = { width: moved?.offsetWidth ?? 0, height: moved?.offsetHeight ?? 0 };
    const place = placement(play.name, play.motion.distance(box, size, i, play.extra), direction, which);
    return { index, p: 0, place };
  });
}
