import type { Ease } from "../../motion/easeNames.ts";
import { stripPageAnimations } from "../../motion/names.ts";

/**
 * The strip's page-change animations as data (behaviour.md 10): how long each item moves, how
 * far apart items start, and how far they travel. The timeline builders read only this.
 */
export const STRIP_EASE = "cubic-bezier(0.37, 0.61, 0.59, 0.87)";
/** behaviour.md 9: the extra distance every sliding animation travels past the edge. */
export const EXTRA_DISTANCE = 25;

export type StripAnimationName = (typeof stripPageAnimations)[number];

type Box = { width: number; height: number };

export type StripMotion = {
  /** The whole list moves as one piece, not item by item. */
  whole: boolean;
  /** Milliseconds each item (or the list) takes to leave, and again to enter. */
  duration: number;
  /** Milliseconds between one item's start and the next's. */
  stagger: number;
  /** What moves: opacity always; a sideways or vertical offset, or a scale. */
  axis: "none" | "x" | "y" | "scale";
  /**
   * How far the i-th item travels (0-based), in px, `extra` px past the edge; for scale, the scale it
   * leaves to.
   */
  distance: (list: Box, item: Box, i: number, extra?: number) => number;
};

const none = () => 0;
const drop = (list: Box, item: Box, i: number, extra = EXTRA_DISTANCE) =>
  list.height + item.height / (i + 1) + extra;

export const STRIP_MOTION: Record<StripAnimationName, StripMotion> = {
  fade: { whole: true, duration: 250, stagger: 0, axis: "none", distance: none },
  fadeDelay: { whole: false, duration: 250, stagger: 75, axis: "none", distance: none },
  slide: {
    whole: true,
    duration: 250,
    stagger: 0,
    axis: "x",
    distance: (list, _item, _i, extra = EXTRA_DISTANCE) => list.width + extra,
  },
  flyIn: {
    whole: false,
    duration: 500,
    stagger: 90,
    axis: "x",
    distance: (list, item, i, extra = EXTRA_DISTANCE) => list.width + item.width / (i + 1) + extra,
  },
  fallDown: { whole: false, duration: 250, stagger: 50, axis: "y", distance: drop },
  floatUp: {
    whole: false,
    duration: 250,
    stagger: 50,
    axis: "y",
    distance: (l, it, i, extra) => -drop(l, it, i, extra),
  },
  scaleOut: { whole: false, duration: 250, stagger: 100, axis: "scale", distance: () => 0 },
  scaleIn: { whole: false, duration: 250, stagger: 100, axis: "scale", distance: () => 1.5 },
};

/** The animation a page change plays: `random` picks one of the 8. */
export function pickAnimation(
  name: StripAnimationName | "random",
  random: () => number = Math.random,
): StripAnimationName {
  if (name !== "random") return name;
  return stripPageAnimations[Math.floor(random() * stripPageAnimations.length)] ?? "fadeDelay";
}

/** Items play in list order going forward and in reverse going back: the order of indexes. */
export function playOrder(count: number, direction: 1 | -1): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  return direction === 1 ? order : order.reverse();
}

/** One animation's timing, resolved by options.ts: ms per item, ms between items, px past the edge. */
export type StripTiming = { duration: number; stagger: number; extraDistance: number };

/**
 * One page change as played: the animation's motion with its timing applied (the tuned ms), the extra
 * distance and ease, and the speed it plays at: 1 normal, 0.25 a quarter (the debug panel's slow motion,
 * set on its timelines as the slideshow's is).
 */
export type StripPlay = {
  name: StripAnimationName;
  motion: StripMotion;
  extra: number;
  ease: Ease;
  timeScale: number;
};

/** The motion of a change to `name` with resolved timing, played `timeScale` times as fast (0.25: a quarter). */
export function stripPlay(
  name: StripAnimationName,
  { motion, ease }: { motion: Record<StripAnimationName, StripTiming>; ease: Ease },
  timeScale = 1,
): StripPlay {
  const timing = motion[name];
  return {
    name,
    motion: {
      ...STRIP_MOTION[name],
      duration: timing.duration,
      stagger: timing.stagger,
    },
    extra: timing.extraDistance,
    ease,
    timeScale,
  };
}
