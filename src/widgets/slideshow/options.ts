import { DEFAULT_DURATION, toMs } from "../../motion/duration.ts";
import { type Ease, toEase } from "../../motion/easeNames.ts";
import { GL_ANIMATION, slideshowTransitions } from "../../motion/names.ts";
import type { GlValue, SlideshowOptionsInput } from "../../motion/optionSchemas.ts";

export type { SlideshowOptionsInput };

/** Every slideshow tween's ease unless tuned (behaviour.md 10: quadratic in-out). */
export const SLIDESHOW_EASE = "power1.inOut";

/** The 18 transitions of behaviour.md 9, in its order. */
export const TRANSITION_NAMES = slideshowTransitions;

export type TransitionName = (typeof TRANSITION_NAMES)[number];
/** A transition of the gl-transitions catalogue: "gl:<name>". */
export type GlAnimation = `gl:${string}`;
/** What a change plays: one of the 18, or one of the catalogue. */
export type SlideAnimation = TransitionName | GlAnimation;
/** What a slideshow may be configured with: a transition, or "random" for one of the 18 per change. */
export type AnimationName = SlideAnimation | "random";

/** behaviour.md 3 and 9: the product's defaults (this site's content configures slideLeft and no autoplay). */
export const defaultOptions = {
  animation: "random",
  duration: DEFAULT_DURATION,
  autoplay: { enabled: true, delay: 5000 },
  blinds: 24,
  boxes: { rows: 5, cols: 10 },
  thumbnailScroll: 300,
  ease: SLIDESHOW_EASE,
  stagger: {},
  randomIncludesCatalogue: false,
} as const satisfies SlideshowOptionsInput;

export function isTransitionName(name: unknown): name is TransitionName {
  return (TRANSITION_NAMES as readonly unknown[]).includes(name);
}

export const isGlAnimation = (name: unknown): name is GlAnimation =>
  typeof name === "string" && GL_ANIMATION.test(name);

/** The catalogue's own name of a "gl:<name>" animation, or undefined for any other. */
export const catalogueName = (name: unknown) => (isGlAnimation(name) ? name.slice("gl:".length) : undefined);

/** An invalid animation name falls back to crossfade (behaviour.md 5); a catalogue name is checked when played. */
export function toAnimationName(name: unknown): AnimationName {
  return name === "random" || isTransitionName(name) || isGlAnimation(name) ? name : "crossfade";
}

/** Options with every field resolved and checked: what the model, the players and the scene consume. */
export type ResolvedOptions = {
  animation: AnimationName;
  /** ms each piece's tween lasts. */
  duration: number;
  autoplay: { enabled: boolean; delay: number };
  blinds: number;
  boxes: { rows: number; cols: number };
  /** ms the thumbnail scroller takes to scroll. */
  thumbnailScroll: number;
  ease: Ease;
  /** ms between pieces, per transition, where it differs from behaviour.md 10's. */
  stagger: Partial<Record<TransitionName, number>>;
  /** "random" picks among the catalogue too. */
  randomIncludesCatalogue: boolean;
  /** Per catalogue transition, its tuned uniforms; each is checked against the GLSL when it plays. */
  glParams: Record<string, Record<string, GlValue>>;
};

const count = (value: unknown, what: string) => {
  if (!Number.isInteger(value) || (value as number) < 1)
    throw new Error(`Invalid ${what}: ${value} (expected a whole number >= 1)`);
  return value as number;
};

/**
 * The one place slideshow options are merged and checked: the content's options, then this browser's
 * tuned ones, over behaviour.md 3 and 9's defaults. A bad duration, delay, stagger, ease or count throws an Error
 * naming the value (behaviour.md 5); an unknown animation becomes crossfade.
 */
export function resolveOptions(
  content: SlideshowOptionsInput = {},
  tuned: SlideshowOptionsInput = {},
): ResolvedOptions {
  const pick = <K extends keyof SlideshowOptionsInput>(key: K) => tuned[key] ?? content[key];
  const autoplay = { ...defaultOptions.autoplay, ...content.autoplay, ...tuned.autoplay };
  const boxes = { ...defaultOptions.boxes, ...content.boxes, ...tuned.boxes };
  const stagger: Partial<Record<TransitionName, number>> = {};
  for (const [name, ms] of Object.entries({ ...content.stagger, ...tuned.stagger })) {
    if (isTransitionName(name) && ms !== undefined) stagger[name] = toMs(ms, `${name} stagger`);
  }
  return {
    animation: toAnimationName(pick("animation") ?? defaultOptions.animation),
    duration: toMs(pick("duration") ?? defaultOptions.duration),
    autoplay: { enabled: autoplay.enabled, delay: toMs(autoplay.delay, "autoplay delay") },
    blinds: count(pick("blinds") ?? defaultOptions.blinds, "blinds count"),
    boxes: { rows: count(boxes.rows, "boxes rows"), cols: count(boxes.cols, "boxes columns") },
    thumbnailScroll: toMs(
      pick("thumbnailScroll") ?? defaultOptions.thumbnailScroll,
      "thumbnail scroll duration",
    ),
    ease: toEase(pick("ease") ?? defaultOptions.ease),
    stagger,
    randomIncludesCatalogue: pick("randomIncludesCatalogue") ?? defaultOptions.randomIncludesCatalogue,
    glParams: mergeGlParams(content.glParams, tuned.glParams),
  };
}

type GlParams = ResolvedOptions["glParams"];
/** The content's params, each transition's overridden one by one by the tuned ones. */
function mergeGlParams(content: GlParams = {}, tuned: GlParams = {}): GlParams {
  const merged = { ...content };
  for (const [name, params] of Object.entries(tuned)) merged[name] = { ...content[name], ...params };
  return merged;
}
