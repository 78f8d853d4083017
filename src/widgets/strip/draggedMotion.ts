import { caughtProgress, fingerProgress } from "../../motion/fingerProgress.ts";
import { playOrder, type StripPlay } from "./animations.ts";

/*
 * The strip's motion under a drag (behaviour.md 11), on the finger rule of motion/fingerProgress.ts. A
 * change is two halves, the old cards' leave and then the new ones' enter, so the rule is applied per
 * half: with `slide` and `flyIn` the leading piece of each half (the list, or the first card in play
 * order) moves as far as the finger does, its ease inverted as the slideshow's slide edge is; once it
 * is gone the half goes on at that piece's pace while the cards after it leave (flyIn's stagger), then
 * the enter's leading piece comes in under the finger by the same rule. The finger reaches the seam
 * only past the leading piece's whole travel (more than the stage's width): a drag carries the old cards
 * away under the finger and its release brings the new ones in. Every other animation maps distance to
 * time (the stage's width is the change's whole time); fades lose their stagger under a finger (their
 * cards fade as one), so the card a phone shows changes from the first pixels until the seam instead
 * of leaving an empty screen while the cards below it fade.
 */

/** A drag's play: a fade's cards leave and enter as one; every other animation is the press's. */
export function draggedPlay(play: StripPlay): StripPlay {
  if (play.motion.axis !== "none" || play.motion.stagger === 0) return play;
  return { ...play, motion: { ...play.motion, stagger: 0 } };
}

/** How a finger drives one dragged change: its progress `dx` px from where it went down. */
export type FingerRule = {
  progress(dx: number): number;
  /** The finger's travel that reaches the change's end, for its settle's pace (settlePace). */
  span: number;
};

type Box = { width: number; height: number };

/** The list's box and its cards', at rest: what the finger rule measures its pieces' travel by. */
export type ListLayout = { list: Box; cards: Box[] };

/**
 * The list's layout, read as a drag starts (its stage's width is read then too): not after its
 * change's first styles are written, where the read would force a layout in the middle of a move.
 */
export function listLayout(list: HTMLElement | null): ListLayout | undefined {
  if (!list) return undefined;
  const cards = [...list.querySelectorAll<HTMLElement>("[data-strips-item]")];
  const box = (el: HTMLElement) => ({ width: el.offsetWidth, height: el.offsetHeight });
  return { list: { width: list.clientWidth, height: list.clientHeight }, cards: cards.map(box) };
}

/**
 * The finger rule of a dragged `change` of `ms` ms of its own time (changeLength) on a list laid out as
 * `layout` (the old cards, at rest), on a stage `stageWidth` px wide.
 */
export function fingerRule(
  change: { play: StripPlay; direction: 1 | -1 },
  ms: number,
  layout: ListLayout | undefined,
  stageWidth: number,
): FingerRule {
  const { motion, ease } = change.play;
  const lead = layout ? leadDistance(layout, change.play, change.direction) : 0;
  if (motion.axis !== "x" || lead <= 0 || motion.duration <= 0 || ms <= 0) {
    return { progress: (dx) => fingerProgress(dx, stageWidth), span: stageWidth };
  }
  const half = ms / 2;
  /** ms into a half with the leading piece `along` px on its way (on at its pace once it is gone). */
  const halfTime = (along: number) =>
    Math.min(half, motion.duration * caughtProgress(0, along, lead, ease.fn));
  const halfSpan = (lead * half) / motion.duration;
  return {
    span: 2 * halfSpan,
    progress(dx) {
      const along = Math.abs(dx);
      const t = along < halfSpan ? halfTime(along) : half + halfTime(along - halfSpan);
      return Math.min(1, t / (2 * half));
    },
  };
}

/** How far the leading piece of a half travels: the list (slide), or the first card in play order. */
function leadDistance({ list, cards }: ListLayout, { motion, extra }: StripPlay, direction: 1 | -1) {
  const first = motion.whole ? list : cards[playOrder(cards.length, direction)[0] ?? 0];
  return first ? Math.abs(motion.distance(list, first, 0, extra)) : 0;
}
