import { toMs } from "../motion/duration.ts";
import { mergeSettings } from "../motion/merge.ts";
import { type MotionSettings, parseMotionSettings } from "../motion/settings.ts";
import { resolveEase } from "../motion/timeline.ts";
import {
  type AnimationName,
  resolveOptions,
  type SlideshowOptionsInput,
  type TransitionName,
} from "../widgets/slideshow/options.ts";
import { TRANSITIONS } from "../widgets/slideshow/transitions/index.ts";
import {
  STRIP_MOTION,
  type StripAnimationName,
  type StripTunings,
  stripPlay,
} from "../widgets/strip/animations.ts";

/** The content's motion settings, which stored settings apply over. */
export type ContentMotion = {
  gallery: SlideshowOptionsInput;
  strip: StripTunings & { animation: string; autoplay: number; delay: number };
};

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

export type StripDraft = {
  animation: string;
  /** The animation whose duration, stagger and extra distance the controls edit. */
  tuneOf: StripAnimationName;
  duration: number;
  stagger: number;
  extraDistance: number;
  ease: string;
  autoplay: boolean;
  /** Seconds. */
  delay: number;
};

export function slideshowDraft(content: ContentMotion, settings: MotionSettings, of?: TransitionName) {
  const o = resolveOptions(mergeSettings(content.gallery, settings.slideshow));
  const staggerOf = of ?? (o.animation === "random" ? "crossfade" : o.animation);
  return {
    animation: o.animation,
    duration: o.duration,
    ease: o.ease,
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
  const s = mergeSettings(content.strip, settings.strip);
  const tuneOf = of ?? (s.animation in STRIP_MOTION ? (s.animation as StripAnimationName) : "fadeDelay");
  const play = stripPlay(tuneOf, s);
  return {
    animation: s.animation,
    tuneOf,
    duration: play.motion.duration,
    stagger: play.motion.stagger,
    extraDistance: play.extra,
    ease: s.ease ?? "cubic-bezier(0.37, 0.61, 0.59, 0.87)",
    autoplay: s.autoplay !== 0,
    delay: s.delay,
  } satisfies StripDraft;
}

/** The ease text, once GSAP accepts it (resolveEase throws an Error naming a bad one). */
function validEase(text: string): string {
  resolveEase(text.trim());
  return text.trim();
}

/** The settings, if valid as stored settings; otherwise an Error saying what is wrong is thrown. */
function checked(settings: MotionSettings): MotionSettings {
  const parsed = parseMotionSettings(JSON.stringify(settings));
  if (parsed instanceof Error) throw parsed;
  return parsed;
}

/**
 * The settings with one slideshow control's value taken from the draft, validated by the widget's own
 * resolveOptions and GSAP's resolveEase before anything is stored: a bad value throws an Error naming it.
 */
export function withSlideshowField(
  content: ContentMotion,
  settings: MotionSettings,
  draft: SlideshowDraft,
  key: keyof SlideshowDraft,
): MotionSettings {
  const s = { ...settings.slideshow };
  if (key === "animation") s.animation = draft.animation;
  else if (key === "duration") s.duration = toMs(draft.duration);
  else if (key === "ease") s.ease = validEase(draft.ease);
  else if (key === "stagger") s.stagger = { ...s.stagger, [draft.staggerOf]: toMs(draft.stagger, "stagger") };
  else if (key === "blinds") s.blinds = draft.blinds;
  else if (key === "rows") s.boxes = { ...s.boxes, rows: draft.rows };
  else if (key === "cols") s.boxes = { ...s.boxes, cols: draft.cols };
  else if (key === "autoplay") s.autoplay = { ...s.autoplay, enabled: draft.autoplay };
  else if (key === "delay") s.autoplay = { ...s.autoplay, delay: toMs(draft.delay, "autoplay delay") };
  else return settings;
  resolveOptions(mergeSettings(content.gallery, s));
  return checked({ ...settings, slideshow: s });
}

/** The same for one strip control, validated by the strip's own stripPlay and GSAP's resolveEase. */
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
  else if (key === "ease") s.ease = validEase(draft.ease);
  else if (key === "autoplay") s.autoplay = draft.autoplay ? 1 : 0;
  else if (key === "delay") {
    if (!(draft.delay > 0)) throw new Error(`Invalid strip delay: ${draft.delay} (expected seconds > 0)`);
    s.delay = draft.delay;
  } else return settings;
  stripPlay(of, mergeSettings(content.strip, s));
  return checked({ ...settings, strip: s });
}
