import type { MotionSettings } from "./settings.ts";

// Plain helpers over tuned motion settings, kept apart from their zod check (settings.ts) so the
// always-loaded widgets and notice can use them without it.

/** True when the settings change nothing: no field is set in either part. */
export function isEmpty(settings: MotionSettings): boolean {
  return !Object.values(settings).some((part) => part && Object.keys(part).length > 0);
}

type Plain = Record<string, unknown>;
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
const isPlain = (v: unknown): v is Plain => typeof v === "object" && v !== null && !Array.isArray(v);

/** `over` laid over `base`, nested objects merged field by field (autoplay, boxes, stagger, motion). */
export function mergeSettings<T extends object>(base: T, over: DeepPartial<T> | undefined): T {
  const out: Plain = { ...(base as Plain) };
  for (const [key, value] of Object.entries(over ?? {})) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] = isPlain(current) && isPlain(value) ? mergeSettings(current, value) : value;
  }
  return out as T;
}
