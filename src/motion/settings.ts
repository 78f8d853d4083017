import * as z from "zod/mini";
import { isEmpty, MOTION_KEY, type MotionStore } from "./motionStore.ts";
import { type MotionSettings, slideshowOptionsSchema, stripOptionsSchema } from "./optionSchemas.ts";

export { MOTION_KEY };

// Tuned settings are the widgets' options as content gives them, every field optional: stored settings
// apply over the content, and an export is valid content.
export const motionSettingsSchema = z.strictObject({
  slideshow: z.optional(slideshowOptionsSchema),
  strip: z.optional(stripOptionsSchema),
});

export type { MotionSettings };

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
