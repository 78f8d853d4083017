import { slideshowTransitions } from "../../content/motionNames.ts";
import { DEFAULT_DURATION, type Duration, toMs } from "../../motion/duration.ts";
import { easeFromText } from "../../motion/easeNames.ts";

/** Every slideshow tween's ease unless tuned (DESIGN.md: quadratic in-out). */
export const SLIDESHOW_EASE = "power1.inOut";

/** The 18 transitions of SPEC.md 9, in its order. */
export const TRANSITION_NAMES = slideshowTransitions;

export type TransitionName = (typeof TRANSITION_NAMES)[number];
/** What a slideshow may be configured with: a transition, or "random" for one per change. */
export type AnimationName = TransitionName | "random";

export type SlideshowOptions = {
  animation: AnimationName;
  /** ms, or a named speed. */
  duration: Duration;
  autoplay: { enabled: boolean; delay: number };
  blinds: number;
  boxes: { rows: number; cols: number };
  /** ms the thumbnail scroller takes to scroll. */
  thumbnailScroll: Duration;
  /** A GSAP ease name or a cubic-bezier(...) curve. */
  ease: string;
  /** ms between pieces, per transition, where it differs from DESIGN.md's. */
  stagger: Partial<Record<TransitionName, number>>;
};

/** Partial options, as a page or a content file gives them; the animation may be any text. */
export type SlideshowOptionsInput = Partial<
  Omit<SlideshowOptions, "animation" | "autoplay" | "boxes" | "stagger">
> & {
  animation?: string;
  stagger?: Partial<Record<string, number>>;
  autoplay?: Partial<SlideshowOptions["autoplay"]>;
  boxes?: Partial<SlideshowOptions["boxes"]>;
};

/** SPEC.md 3 and 9: the product's defaults (this site's content configures slideLeft and no autoplay). */
export const defaultOptions: SlideshowOptions = {
  animation: "random",
  duration: DEFAULT_DURATION,
  autoplay: { enabled: true, delay: 5000 },
  blinds: 24,
  boxes: { rows: 5, cols: 10 },
  thumbnailScroll: 300,
  ease: SLIDESHOW_EASE,
  stagger: {},
};

export function isTransitionName(name: string): name is TransitionName {
  return (TRANSITION_NAMES as readonly string[]).includes(name);
}

/** An invalid animation name falls back to crossfade (SPEC.md 5). */
export function toAnimationName(name: string): AnimationName {
  return name === "random" || isTransitionName(name) ? name : "crossfade";
}

/** Options with every field resolved to numbers: what the model, the DOM and the GPU scene consume. */
export type ResolvedOptions = Omit<SlideshowOptions, "duration" | "thumbnailScroll"> & {
  duration: number;
  thumbnailScroll: number;
};

const count = (value: number, what: string) => {
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`Invalid ${what}: ${value} (expected a whole number >= 1)`);
  return value;
};

/**
 * Merges partial options over the defaults and validates them: a bad duration, delay, stagger, ease or
 * count throws an Error naming the value; an unknown animation becomes crossfade.
 */
export function resolveOptions(input: SlideshowOptionsInput = {}): ResolvedOptions {
  const autoplay = { ...defaultOptions.autoplay, ...input.autoplay };
  const boxes = { ...defaultOptions.boxes, ...input.boxes };
  const ease = input.ease ?? defaultOptions.ease;
  easeFromText(ease);
  const stagger: Partial<Record<TransitionName, number>> = {};
  for (const [name, ms] of Object.entries(input.stagger ?? {})) {
    if (isTransitionName(name) && ms !== undefined) stagger[name] = toMs(ms, `${name} stagger`);
  }
  return {
    animation: toAnimationName(input.animation ?? defaultOptions.animation),
    duration: toMs(input.duration ?? defaultOptions.duration),
    autoplay: { enabled: autoplay.enabled, delay: toMs(autoplay.delay, "autoplay delay") },
    blinds: count(input.blinds ?? defaultOptions.blinds, "blinds count"),
    boxes: { rows: count(boxes.rows, "boxes rows"), cols: count(boxes.cols, "boxes columns") },
    thumbnailScroll: toMs(
      input.thumbnailScroll ?? defaultOptions.thumbnailScroll,
      "thumbnail scroll duration",
    ),
    ease,
    stagger,
  };
}
