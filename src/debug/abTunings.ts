import { MOTION_KEY } from "../motion/motionStore.ts";
import { checkMotionSettings, type MotionSettings } from "../motion/settings.ts";

/** Where the kept tunings lie, beside the tuning in force (MOTION_KEY). */
export const AB_KEY = `${MOTION_KEY}:ab`;

export const SLOTS = ["A", "B"] as const;
export type Slot = (typeof SLOTS)[number];
/** A tuning kept under a slot: the designer's name for it and its settings, checked as an edit's are. */
export type KeptTuning = { name: string; settings: MotionSettings };
export type KeptTunings = Partial<Record<Slot, KeptTuning>>;

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

/** A slot's stored value as a kept tuning whose settings pass the one schema, or an Error saying why not. */
function checked(value: unknown): KeptTuning | Error {
  const { name, settings } = (typeof value === "object" && value) as Record<string, unknown>;
  if (typeof name !== "string") return new Error("it has no name");
  const valid = checkMotionSettings(settings);
  return valid instanceof Error ? valid : { name, settings: valid };
}

/** The kept tunings in `storage`; a slot whose value is not valid is left empty, with a console warning. */
export function readKept(storage: Storage | undefined): KeptTunings {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(storage?.getItem(AB_KEY) ?? "{}") ?? {};
  } catch {
    console.warn(`Ignoring the kept tunings in localStorage "${AB_KEY}": not JSON`);
  }
  const kept: KeptTunings = {};
  for (const slot of SLOTS) {
    if (stored[slot] === undefined) continue;
    const tuning = checked(stored[slot]);
    if (!(tuning instanceof Error)) kept[slot] = tuning;
    else console.warn(`Ignoring kept tuning ${slot} in localStorage "${AB_KEY}": ${tuning.message}`);
  }
  return kept;
}

/** Keeps the tunings (storage denied: they last as long as the page). */
export function writeKept(storage: Storage | undefined, kept: KeptTunings): void {
  try {
    storage?.setItem(AB_KEY, JSON.stringify(kept));
  } catch {
    // a full or denied storage: the panel still holds them
  }
}

/** Each field a tuning sets, "where value", as the slot's label says what it differs in from content. */
export function differences(settings: MotionSettings): string[] {
  const out: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === "object" && value !== null && !Array.isArray(value))
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
    else out.push(`${path} ${JSON.stringify(value)}`);
  };
  if (settings.slideshow) walk(settings.slideshow, "");
  if (settings.strip) walk(settings.strip, "strip");
  return out;
}

/** A slot's label: its letter, its name, and what it differs in from content (or that it is empty). */
export function slotLabel(slot: Slot, kept: KeptTuning | undefined): string {
  if (!kept) return `${slot}: empty (Keep as ${slot} keeps the tuning in force)`;
  const diff = differences(kept.settings);
  const named = kept.name ? ` “${kept.name}”` : "";
  return `${slot}${named}: ${diff.length ? `differs from content in ${diff.join(", ")}` : "content as it is"}`;
}
