import type { SanitizedHtml } from "../../platform/trustedTypes.ts";
import { pickAnimation, type StripPlay, stripPlay } from "./animations.ts";
import type { ResolvedStripOptions } from "./options.ts";

/**
 * One page change as data, which the strip's players draw (on the DOM cards, or on their snapshots on
 * the GPU canvas): the old cards leave, the new page's cards are put in the list, and they enter.
 */
export type PageChange = {
  play: StripPlay;
  /** 1 plays cards in list order (a later page), -1 in reverse. */
  direction: 1 | -1;
  /** The new page's cards, sanitized: they take the old cards' place between the leave and the enter. */
  html: SanitizedHtml;
  /** How many cards the page that leaves has. */
  leaving: number;
};

/**
 * The change to a page that has arrived: `random` picks its animation now, with the options and the
 * debug panel's time scale in effect as it starts.
 */
export function describeChange(
  arrived: { html: SanitizedHtml; direction: 1 | -1; leaving: number },
  options: Pick<ResolvedStripOptions, "animation" | "motion" | "ease">,
  timeScale: number,
  random: () => number = Math.random,
): PageChange {
  const play = stripPlay(pickAnimation(options.animation, random), options, timeScale);
  return { play, ...arrived };
}

/** ms of page time a change takes: the old cards leave, then as many new ones enter. */
export function pageChangeTime({ play, leaving }: PageChange): number {
  const cards = play.motion.whole ? 1 : leaving;
  return 2 * (play.motion.duration + Math.max(0, cards - 1) * play.motion.stagger);
}
