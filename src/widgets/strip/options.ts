import { toMs } from "../../motion/duration.ts";
import { type Ease, toEase } from "../../motion/easeNames.ts";
import { stripPageAnimations } from "../../motion/names.ts";
import type { StripOptionsInput } from "../../motion/optionSchemas.ts";
import {
  EXTRA_DISTANCE,
  STRIP_EASE,
  STRIP_MOTION,
  type StripAnimationName,
  type StripTiming,
} from "./animations.ts";

export type { StripOptionsInput };

/** behaviour.md 2, 3 and 9: fade-delay, autoplay off, 5 seconds, and the pages fetched ahead while idle. */
export const defaultOptions = {
  animation: "fadeDelay",
  autoplay: 0,
  delay: 5,
  prefetch: true,
  ease: STRIP_EASE,
  motion: {},
} as const satisfies StripOptionsInput;

export type ResolvedStripOptions = {
  /** One of the 8 or "random"; an unknown name has become fadeDelay (behaviour.md 5). */
  animation: StripAnimationName | "random";
  autoplay: boolean;
  /** ms between autoplay page changes. */
  delay: number;
  prefetch: boolean;
  ease: Ease;
  motion: Record<StripAnimationName, StripTiming>;
};

const isAnimation = (name: unknown): name is StripAnimationName =>
  (stripPageAnimations as readonly unknown[]).includes(name);

/**
 * The one place strip options are merged and checked: the content's module, then this browser's tuned
 * settings, over the defaults. A bad duration, stagger, distance, delay or ease throws an Error naming it.
 */
export function resolveOptions(
  content: StripOptionsInput = {},
  tuned: StripOptionsInput = {},
): ResolvedStripOptions {
  const o = { ...defaultOptions, ...content, ...tuned };
  const motion = {} as Record<StripAnimationName, StripTiming>;
  for (const name of stripPageAnimations) {
    const own = { ...content.motion?.[name], ...tuned.motion?.[name] };
    const extraDistance = own.extraDistance ?? EXTRA_DISTANCE;
    if (!Number.isFinite(extraDistance)) throw new Error(`Invalid ${name} extra distance: ${extraDistance}`);
    motion[name] = {
      duration: toMs(own.duration ?? STRIP_MOTION[name].duration, `${name} duration`),
      stagger: toMs(own.stagger ?? STRIP_MOTION[name].stagger, `${name} stagger`),
      extraDistance,
    };
  }
  if (!(o.delay > 0)) throw new Error(`Invalid strip delay: ${o.delay} (expected seconds > 0)`);
  return {
    animation: o.animation === "random" || isAnimation(o.animation) ? o.animation : "fadeDelay",
    autoplay: o.autoplay !== 0,
    delay: o.delay * 1000,
    prefetch: o.prefetch,
    ease: toEase(o.ease),
    motion,
  };
}
