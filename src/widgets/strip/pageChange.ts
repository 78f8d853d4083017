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
 * A change a finger drives (player.ts Scrub): it starts at the drag's first move, so its page may still
 * be on its way (the leave can be drawn meanwhile); it may be taken back, and then never shows it.
 */
export type HeldPageChange = Omit<PageChange, "html"> & { held: true; html: Promise<SanitizedHtml> };

/** What the strip's players draw: a press's change, or a held one. */
export type StripChange = PageChange | HeldPageChange;

/**
 * The change towards a page (arrived, or on its way for a held change): `random` picks its animation
 * now, with the options and the debug panel's time scale in effect as it starts.
 */
export function describeChange<Arrived extends { direction: 1 | -1; leaving: number }>(
  arrived: Arrived,
  options: Pick<ResolvedStripOptions, "animation" | "motion" | "ease">,
  timeScale: number,
  random: () => number = Math.random,
): Arrived & { play: StripPlay } {
  const play = stripPlay(pickAnimation(options.animation, random), options, timeScale);
  return { play, ...arrived };
}

/** ms of page time the leave of `leaving` cards takes (the enter of as many takes as long). */
export function leaveTime(play: StripPlay, leaving: number): number {
  const cards = play.motion.whole ? 1 : leaving;
  return play.motion.duration + Math.max(0, cards - 1) * play.motion.stagger;
}

/** ms of page time a change takes: the old cards leave, then as many new ones enter. */
export function pageChangeTime({ play, leaving }: Pick<PageChange, "play" | "leaving">): number {
  return 2 * leaveTime(play, leaving);
}
