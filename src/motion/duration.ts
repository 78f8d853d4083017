/** The named speeds of behaviour.md 9, accepted wherever a duration is. */
export const SPEEDS = { slow: 600, fast: 200, default: 400 } as const;
/** What a widget with no duration of its own animates for (behaviour.md 9). */
export const DEFAULT_DURATION = 500;

export type Speed = keyof typeof SPEEDS;
/** Milliseconds, or a named speed. */
export type Duration = number | Speed;

/** True for what toMs accepts: the one rule for a duration. */
export function isDuration(value: unknown): value is Duration {
  return (
    (typeof value === "number" && Number.isFinite(value) && value >= 0) ||
    (typeof value === "string" && Object.hasOwn(SPEEDS, value))
  );
}

const describe = (value: unknown) => (typeof value === "string" ? `"${value}"` : String(value));

/**
 * A duration in ms: a finite number >= 0 or one of the named speeds. Anything else throws an Error that
 * names the bad value (behaviour.md 5), so a typo never becomes a silent zero or NaN.
 */
export function toMs(value: unknown, what = "duration"): number {
  if (isDuration(value)) return typeof value === "number" ? value : SPEEDS[value];
  throw new Error(
    `Invalid ${what}: ${describe(value)} (expected milliseconds >= 0 or one of ${Object.keys(SPEEDS).join(", ")})`,
  );
}
