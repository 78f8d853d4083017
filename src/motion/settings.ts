import * as z from "zod/mini";
import { isEmpty, MOTION_KEY, type MotionStore, type Writer } from "./motionStore.ts";
import { type MotionSettings, slideshowOptionsSchema, stripOptionsSchema } from "./optionSchemas.ts";

export { MOTION_KEY };

// Tuned settings are the widgets' options as content gives them, every field optional: stored settings
// apply over the content, and an export is valid content.
export const motionSettingsSchema = z.strictObject({
  slideshow: z.optional(slideshowOptionsSchema),
  strip: z.optional(stripOptionsSchema),
});

export type { MotionSettings };

/**
 * Checks settings with one zod parse: the same object back (the schema transforms nothing, so parts
 * left alone keep their identity), or an Error whose message says what is wrong and where.
 */
export function checkMotionSettings(settings: unknown): MotionSettings | Error {
  if (typeof settings !== "object" || settings === null || Array.isArray(settings))
    return new Error('Invalid motion settings: expected an object such as {"slideshow": {...}}');
  const result = motionSettingsSchema.safeParse(settings);
  if (result.success) return settings as MotionSettings;
  const issue = result.error.issues[0];
  const where = issue?.path.join(".") || "settings";
  return new Error(`Invalid motion settings: ${where} ${issue ? described(issue) : "is invalid"}`);
}

/**
 * An issue in words: zod/mini carries no messages of its own ("Invalid input"), so the common ones are
 * said here; the schema's own checks (ranges, eases, durations) bring theirs.
 */
function described(issue: z.core.$ZodIssue): string {
  if (issue.code === "unrecognized_keys")
    return `has no field ${issue.keys.map((k) => JSON.stringify(k)).join(", ")} (a misspelt name?)`;
  if (issue.code === "invalid_type")
    return `must be ${issue.expected === "object" ? "an" : "a"} ${issue.expected}`;
  if (issue.code === "invalid_value")
    return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
  return issue.message;
}

/** Validates settings given as JSON text; returns them, or an Error whose message says what is wrong. */
export function parseMotionSettings(json: string): MotionSettings | Error {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return new Error("Motion settings are not valid JSON");
  }
  return checkMotionSettings(value);
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

type Keeper = Pick<Storage, "setItem" | "removeItem">;

/** Keeps settings already checked (empty ones remove the key). */
function keep(storage: Keeper, checked: MotionSettings) {
  if (isEmpty(checked)) storage.removeItem(MOTION_KEY);
  else storage.setItem(MOTION_KEY, JSON.stringify(checked));
}

/** Stores valid settings (empty ones remove the key); invalid ones throw and store nothing. */
export function writeMotionSettings(storage: Keeper, settings: MotionSettings) {
  const checked = checkMotionSettings(settings);
  if (checked instanceof Error) throw checked;
  keep(storage, checked);
}

/** Reads this browser's stored settings into the store (invalid ones are ignored with a warning). */
export function loadMotionSettings(store: MotionStore, storage: Pick<Storage, "getItem"> | undefined) {
  store.publish(readMotionSettings(storage));
}

/**
 * Stores and publishes, as `writer`'s, settings checked already (by checkMotionSettings or
 * parseMotionSettings): they are not checked again.
 */
export function storeMotionSettings(
  store: MotionStore,
  storage: Keeper | undefined,
  checked: MotionSettings,
  writer?: Writer,
) {
  if (storage) keep(storage, checked);
  store.publish(checked, writer);
}

/** Validates, stores and publishes settings; invalid ones throw and change nothing. */
export function saveMotionSettings(
  store: MotionStore,
  storage: Keeper | undefined,
  settings: MotionSettings,
) {
  const checked = checkMotionSettings(settings);
  if (checked instanceof Error) throw checked;
  storeMotionSettings(store, storage, checked);
}
