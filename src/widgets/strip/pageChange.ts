import type { SanitizedHtml } from "../../platform/trustedTypes.ts";
import { pickAnimation, type StripPlay, stripPlay } from "./animations.ts";
import { draggedPlay } from "./draggedMotion.ts";
import type { ResolvedStripOptions } from "./options.ts";

/**
 * One page change as data, which the strip's players draw (on the DOM cards, or on their snapshots on
 * the GPU canvas): the old cards leave, the new page's cards are put in the list, and they enter. It
 * begins when it is asked for, so its page may still be on its way: the leave can be drawn meanwhile,
 * and a change whose page fails never shows it.
 */
export type StripChange = {
  play: StripPlay;
  /** 1 plays cards in list order (a later page), -1 in reverse. */
  direction: 1 | -1;
  /** The new page's cards, sanitized: they take the old cards' place between the leave and the enter. */
  html: Promise<SanitizedHtml>;
  /** How many cards the page that leaves has. */
  leaving: number;
  /** A finger drives it (useStripDrag.ts); a press's change is let go to its end once its page is here. */
  dragged: boolean;
  /**
   * Its play as a press would play it with the tuning in force now, for the debug panel's kept change
   * (keptChange.ts), which each edit makes again. Given by the strip's pipeline (usePageChanges.ts).
   */
  retuned?: () => StripPlay;
};

/**
 * The change towards a page: `random` picks its animation now, with the options and the debug panel's
 * time scale in effect as it starts; a dragged one plays as a finger drives it (draggedMotion.ts).
 */
export function describeChange(
  parts: Omit<StripChange, "play">,
  options: Pick<ResolvedStripOptions, "animation" | "motion" | "ease">,
  timeScale: number,
  random: () => number = Math.random,
): StripChange {
  const play = stripPlay(pickAnimation(options.animation, random), options, timeScale);
  return { play: parts.dragged ? draggedPlay(play) : play, ...parts };
}

/**
 * A change's play made again with `options` (the tuning in force) at `timeScale`, as a press plays it:
 * its animation, unless the options now name another (under "random" it keeps its own).
 */
export function retunedPlay(
  played: StripPlay,
  options: Pick<ResolvedStripOptions, "animation" | "motion" | "ease">,
  timeScale: number,
): StripPlay {
  return stripPlay(options.animation === "random" ? played.name : options.animation, options, timeScale);
}

/** ms of the change's own time the leave of `leaving` cards takes (the enter of as many takes as long). */
export function leaveTime(play: StripPlay, leaving: number): number {
  const cards = play.motion.whole ? 1 : leaving;
  return play.motion.duration + Math.max(0, cards - 1) * play.motion.stagger;
}

/** ms of the change's own time (what its timelines last): the old cards leave, then as many new ones enter. */
export function changeLength({ play, leaving }: Pick<StripChange, "play" | "leaving">): number {
  return 2 * leaveTime(play, leaving);
}

/** ms of page time a change takes, at its time scale (slow ¼×: four times its own). */
export function pageChangeTime(change: Pick<StripChange, "play" | "leaving">): number {
  return changeLength(change) / change.play.timeScale;
}
