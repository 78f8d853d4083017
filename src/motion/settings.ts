import * as z from "zod/mini";
import {
  slideshowAnimations,
  slideshowTransitions,
  stripAnimations,
  stripMotions,
} from "../content/motionNames.ts";
import { isEaseText } from "./easeNames.ts";
import { isEmpty } from "./merge.ts";
import { MOTION_KEY, type MotionStore } from "./motionStore.ts";

export { MOTION_KEY };

// The same fields, names and limits as the content schema (src/content/schema.ts), every one optional:
// stored settings apply over the content. zod/mini keeps this check small enough for the main bundle.
const ms = z.number().check(z.gte(0));
const duration = z.union([ms, z.enum(["slow", "fast", "default"])]);
const ease = z
  .string()
  .check(z.refine(isEaseText, "must be a GSAP ease such as power1.inOut, or cubic-bezier(...)"));
const count = (max: number) => z.int().check(z.gte(1), z.lte(max));

export const slideshowSettingsSchema = z.strictObject({
  animation: z.optional(z.enum(slideshowAnimations)),
  duration: z.optional(duration),
  ease: z.optional(ease),
  stagger: z.optional(z.partialRecord(z.enum(slideshowTransitions), ms)),
  autoplay: z.optional(
    z.strictObject({ enabled: z.optional(z.boolean()), delay: z.optional(z.number().check(z.gt(0))) }),
  ),
  blinds: z.optional(count(64)),
  boxes: z.optional(z.strictObject({ rows: z.optional(count(20)), cols: z.optional(count(20)) })),
});

export const stripSettingsSchema = z.strictObject({
  animation: z.optional(z.enum(stripAnimations)),
  autoplay: z.optional(ms),
  delay: z.optional(z.number().check(z.gt(0))),
  ease: z.optional(ease),
  motion: z.optional(
    z.partialRecord(
      z.enum(stripMotions),
      z.strictObject({
        duration: z.optional(duration),
        stagger: z.optional(ms),
        extraDistance: z.optional(z.number()),
      }),
    ),
  ),
});

export const motionSettingsSchema = z.strictObject({
  slideshow: z.optional(slideshowSettingsSchema),
  strip: z.optional(stripSettingsSchema),
});

export type SlideshowSettings = z.infer<typeof slideshowSettingsSchema>;
export type StripSettings = z.infer<typeof stripSettingsSchema>;
export type MotionSettings = z.infer<typeof motionSettingsSchema>;

/** Validates settings given as JSON text; returns them, or an Error whose message says what is wrong. */
export function parseMotionSettings(json: string): MotionSettings | Error {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return new Error("Motion settings are not valid JSON");
  }
  const result = motionSettingsSchema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.join(".") || "settings";
  return new Error(`Invalid motion settings: ${where} ${issue?.message ?? "is invalid"}`);
}

/** What stored settings there are; invalid ones are ignored with a console warning, never thrown. */
export function readMotionSettings(storage: Pick<Storage, "getItem"> | undefined): MotionSettings {
  let text: string | null = null;
  try {
    text = storage?.getItem(MOTION_KEY) ?? null;
  } catch {
    return {};
  }
  if (text === null) return {};
  const parsed = parseMotionSettings(text);
  if (parsed instanceof Error) {
    console.warn(`Ignoring the tuned motion in localStorage "${MOTION_KEY}": ${parsed.message}`);
    return {};
  }
  return parsed;
}

/** Stores valid settings (empty ones remove the key); invalid ones throw and store nothing. */
export function writeMotionSettings(
  storage: Pick<Storage, "setItem" | "removeItem">,
  settings: MotionSettings,
) {
  const text = JSON.stringify(settings);
  const parsed = parseMotionSettings(text);
  if (parsed instanceof Error) throw parsed;
  if (isEmpty(parsed)) storage.removeItem(MOTION_KEY);
  else storage.setItem(MOTION_KEY, text);
}

/** Reads this browser's stored settings into the store (invalid ones are ignored with a warning). */
export function loadMotionSettings(store: MotionStore, storage: Pick<Storage, "getItem"> | undefined) {
  store.publish(readMotionSettings(storage));
}

/** Validates, stores and publishes settings; invalid ones throw and change nothing. */
export function saveMotionSettings(
  store: MotionStore,
  storage: Pick<Storage, "setItem" | "removeItem"> | undefined,
  settings: MotionSettings,
) {
  const parsed = parseMotionSettings(JSON.stringify(settings));
  if (parsed instanceof Error) throw parsed;
  if (storage) writeMotionSettings(storage, parsed);
  store.publish(parsed);
}
