import type { StripPlay } from "./animations.ts";

/** One page change as the strip's players draw it (DOM cards, or their snapshots on the GPU canvas). */
export type PageChange = {
  /** The list of cards, before and after the swap. */
  list: () => HTMLElement | null | undefined;
  play: StripPlay;
  /** 1 plays items in list order (a later page), -1 in reverse. */
  direction: 1 | -1;
  /** Puts the new page's cards in place of the old, between the leave and the enter. */
  swap: () => void;
};

/** ms of page time a change takes: the old cards leave, then as many new ones enter. */
export function pageChangeTime({ play, list }: PageChange): number {
  const cards = play.motion.whole ? 1 : (list()?.querySelectorAll("[data-strips-item]").length ?? 0);
  return 2 * (play.motion.duration + Math.max(0, cards - 1) * play.motion.stagger);
}
