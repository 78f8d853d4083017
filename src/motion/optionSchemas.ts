import * as z from "zod/mini";
import { isDuration } from "./duration.ts";
import { isEaseText } from "./easeNames.ts";
import {
  GL_ANIMATION,
  slideshowAnimations,
  slideshowTransitions,
  stripAnimationChoices,
  stripPageAnimations,
} from "./names.ts";
import { describeRange, outOfRange, RANGES, type Range } from "./ranges.ts";

// The option schemas of the two motion widgets, written once: the content schema (content/schema.ts)
// and this browser's tuned settings (settings.ts) both use them. Every field is optional and none has a
// default: the widgets' options.ts own the defaults and resolve them. zod/mini keeps the tuned
// settings' lazy chunk small.

/** A refusal of a number outside `range` that names the value, the rule and the nearest allowed value. */
const within = <T>(range: Range) =>
  z.check<T>((ctx) => {
    const why = typeof ctx.value === "number" ? outOfRange(ctx.value, range) : undefined;
    if (why) ctx.issues.push({ code: "custom", message: why, input: ctx.value });
  });
/** A number in `range` (ranges.ts). */
const ranged = (range: Range) => z.number().check(within(range));
/** Milliseconds in range, or a named speed of behaviour.md 9. */
export const durationField = z
  .custom<number | "slow" | "fast" | "default">(isDuration, {
    error: ({ input }) =>
      (typeof input === "number" && outOfRange(input, RANGES.duration)) ||
      `${JSON.stringify(input)} is not allowed: must be ${describeRange(RANGES.duration)} or one of "slow", "fast", "default"`,
  })
  .check(within(RANGES.duration));
/** A GSAP ease name (power1.inOut, expo.out, ...) or a CSS cubic-bezier(...) curve. */
export const easeField = z
  .string()
  .check(z.refine(isEaseText, "must be a GSAP ease such as power1.inOut, or cubic-bezier(...)"));
/** A catalogue transition's uniform: a float or int, a bool, or a vector of 2 to 4. */
const glValue = z.union([z.number(), z.boolean(), z.array(z.number()).check(z.minLength(2), z.maxLength(4))]);

export const slideshowOptionsSchema = z.strictObject({
  animation: z.optional(
    z.union([
      z.enum(slideshowAnimations),
      z.string().check(z.regex(GL_ANIMATION, 'must be one of the 18 transitions, "random", or "gl:<name>"')),
    ]),
  ),
  duration: z.optional(durationField),
  /** Overrides the slideshow's quadratic in-out ease. */
  ease: z.optional(easeField),
  /** Per transition, overrides of behaviour.md 10's stagger in ms. */
  stagger: z.optional(z.partialRecord(z.enum(slideshowTransitions), ranged(RANGES.stagger))),
  autoplay: z.optional(
    z.strictObject({ enabled: z.optional(z.boolean()), delay: z.optional(ranged(RANGES.slideshowDelay)) }),
  ),
  blinds: z.optional(ranged(RANGES.blinds)),
  boxes: z.optional(
    z.strictObject({ rows: z.optional(ranged(RANGES.boxes)), cols: z.optional(ranged(RANGES.boxes)) }),
  ),
  thumbnailScroll: z.optional(durationField),
  /** "random" picks among the gl-transitions catalogue too, not only the 18. */
  randomIncludesCatalogue: z.optional(z.boolean()),
  /** Per catalogue transition ("Directional"), values for its uniforms over the GLSL's defaults. */
  glParams: z.optional(z.record(z.string(), z.record(z.string(), glValue))),
});

export const stripOptionsSchema = z.strictObject({
  animation: z.optional(z.enum(stripAnimationChoices)),
  /** On when non-zero (behaviour.md 3). */
  autoplay: z.optional(ranged(RANGES.stripAutoplay)),
  /** Seconds between autoplay page changes. */
  delay: z.optional(ranged(RANGES.stripDelay)),
  /** Overrides behaviour.md 10's strip curve. */
  ease: z.optional(easeField),
  /** Per animation, overrides of behaviour.md 10's timing: ms per item, ms between items, extra px. */
  motion: z.optional(
    z.partialRecord(
      z.enum(stripPageAnimations),
      z.strictObject({
        duration: z.optional(durationField),
        stagger: z.optional(ranged(RANGES.stagger)),
        extraDistance: z.optional(ranged(RANGES.extraDistance)),
      }),
    ),
  ),
  /** Fetches the other pages while the browser is idle, so a press shows its page at once. */
  prefetch: z.optional(z.boolean()),
});

export type SlideshowOptionsInput = z.infer<typeof slideshowOptionsSchema>;
export type StripOptionsInput = z.infer<typeof stripOptionsSchema>;
export type GlValue = z.infer<typeof glValue>;
/** A designer's tuned motion, as this browser keeps it: the two widgets' options, every field optional. */
export type MotionSettings = { slideshow?: SlideshowOptionsInput; strip?: StripOptionsInput };
