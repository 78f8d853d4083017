import type { GlValue } from "../motion/optionSchemas.ts";
import { resolveOnce } from "../motion/resolveOnce.ts";
import { checkMotionSettings, type MotionSettings } from "../motion/settings.ts";
import {
  type AnimationName,
  isTransitionName,
  resolveOptions as resolveSlideshow,
  type SlideshowOptionsInput,
  type TransitionName,
} from "../widgets/slideshow/options.ts";
import { TRANSITIONS } from "../widgets/slideshow/transitions/index.ts";
import type { StripAnimationName } from "../widgets/strip/animations.ts";
import { resolveOptions as resolveStrip, type StripOptionsInput } from "../widgets/strip/options.ts";

/** The content's motion settings, which stored settings apply over. */
export type ContentMotion = { gallery?: SlideshowOptionsInput; strip: StripOptionsInput };

/** What the panel's slideshow controls show: the motion in effect now, in plain numbers. */
export type SlideshowDraft = {
  animation: AnimationName;
  duration: number;
  ease: string;
  /** The transition whose stagger the stagger control edits. */
  staggerOf: TransitionName;
  stagger: number;
  blinds: number;
  rows: number;
  cols: number;
  autoplay: boolean;
  delay: number;
};

/** What the panel's strip controls show (its delay in seconds, as the content gives it). */
export type StripDraft = {
  animation: string;
  /** The animation whose duration, stagger and extra distance the controls edit. */
  tuneOf: StripAnimationName;
  duration: number;
  stagger: number;
  extraDistance: number;
  ease: string;
  autoplay: boolean;
  delay: number;
};

// One memo per widget: the options of the settings the panel checks at an edit are those it then shows.
/** The slideshow's options in effect for the content's and these tuned ones. */
export const slideshowOptions = resolveOnce(resolveSlideshow);
export const stripOptions = resolveOnce(resolveStrip);

export function slideshowDraft(content: ContentMotion, settings: MotionSettings, of?: TransitionName) {
  const o = slideshowOptions(content.gallery, settings.slideshow);
  const staggerOf = of ?? (isTransitionName(o.animation) ? o.animation : "crossfade");
  return {
    animation: o.animation,
    duration: o.duration,
    ease: o.ease.text,
    staggerOf,
    stagger: o.stagger[staggerOf] ?? TRANSITIONS[staggerOf].stagger,
    blinds: o.blinds,
    rows: o.boxes.rows,
    cols: o.boxes.cols,
    autoplay: o.autoplay.enabled,
    delay: o.autoplay.delay,
  } satisfies SlideshowDraft;
}

export function stripDraft(content: ContentMotion, settings: MotionSettings, of?: StripAnimationName) {
  const o = stripOptions(content.strip, settings.strip);
  const tuneOf = of ?? (o.animation === "random" ? "fadeDelay" : o.animation);
  const timing = o.motion[tuneOf];
  return {
    animation: o.animation,
    tuneOf,
    duration: timing.duration,
    stagger: timing.stagger,
    extraDistance: timing.extraDistance,
    ease: o.ease.text,
    autoplay: o.autoplay,
    delay: o.delay / 1000,
  } satisfies StripDraft;
}

/** The settings, if valid as stored settings (one zod parse); otherwise the Error saying why is thrown. */
function checked(settings: MotionSettings): MotionSettings {
  const result = checkMotionSettings(settings);
  if (result instanceof Error) throw result;
  return result;
}

/**
 * The settings with one slideshow control's value taken from the draft, checked once, here: by the
 * widget's resolveOptions (an Error names a bad value, behaviour.md 5), then by the settings' schema.
 */
export function withSlideshowField(
  content: ContentMotion,
  settings: MotionSettings,
  draft: SlideshowDraft,
  key: keyof SlideshowDraft,
): MotionSettings {
  const s = { ...settings.slideshow };
  if (key === "animation") s.animation = draft.animation;
  else if (key === "duration") s.duration = draft.duration;
  else if (key === "ease") s.ease = draft.ease.trim();
  else if (key === "stagger") s.stagger = { ...s.stagger, [draft.staggerOf]: draft.stagger };
  else if (key === "blinds") s.blinds = draft.blinds;
  else if (key === "rows") s.boxes = { ...s.boxes, rows: draft.rows };
  else if (key === "cols") s.boxes = { ...s.boxes, cols: draft.cols };
  else if (key === "autoplay") s.autoplay = { ...s.autoplay, enabled: draft.autoplay };
  else if (key === "delay") s.autoplay = { ...s.autoplay, delay: draft.delay };
  else return settings;
  slideshowOptions(content.gallery, s);
  return checked({ ...settings, slideshow: s });
}

/** The same for one strip control, checked by the strip's own resolveOptions. */
export function withStripField(
  content: ContentMotion,
  settings: MotionSettings,
  draft: StripDraft,
  key: keyof StripDraft,
): MotionSettings {
  const s = { ...settings.strip };
  const of = draft.tuneOf;
  if (key === "animation") s.animation = draft.animation as typeof s.animation;
  else if (key === "duration" || key === "stagger" || key === "extraDistance")
    s.motion = { ...s.motion, [of]: { ...s.motion?.[of], [key]: draft[key] } };
  else if (key === "ease") s.ease = draft.ease.trim();
  else if (key === "autoplay") s.autoplay = draft.autoplay ? 1 : 0;
  else if (key === "delay") s.delay = draft.delay;
  else return settings;
  stripOptions(content.strip, s);
  return checked({ ...settings, strip: s });
}

/** The settings with one parameter of catalogue transition `name` tuned, validated like the rest. */
export function withGlParam(
  content: ContentMotion,
  settings: MotionSettings,
  name: string,
  param: string,
  value: GlValue,
): MotionSettings {
  const s = { ...settings.slideshow };
  s.glParams = { ...s.glParams, [name]: { ...s.glParams?.[name], [param]: value } };
  slideshowOptions(content.gallery, s);
  return checked({ ...settings, slideshow: s });
}
