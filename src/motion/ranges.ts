/**
 * Every tunable number's range and kind (behaviour.md 9, "Tunable ranges"), written once: the option
 * schemas (optionSchemas.ts) check them, so the debug panel, an import, Save, the CLI and the build
 * refuse the same values in the same words, and the panel's sliders run over them. Without zod, so
 * always-loaded code may read them.
 */
export type Range = { min: number; max: number; unit: string; whole?: boolean };

export const RANGES = {
  /** A slideshow piece's or a strip item's duration; also the thumbnails' scroll. */
  duration: { min: 0, max: 5000, unit: "ms" },
  stagger: { min: 0, max: 1000, unit: "ms" },
  slideshowDelay: { min: 1000, max: 60000, unit: "ms" },
  /** The strip's autoplay, on when non-zero (behaviour.md 3). */
  stripAutoplay: { min: 0, max: 60000, unit: "ms" },
  stripDelay: { min: 1, max: 60, unit: "s" },
  extraDistance: { min: 0, max: 1000, unit: "px" },
  blinds: { min: 1, max: 64, unit: "", whole: true },
  boxes: { min: 1, max: 20, unit: "", whole: true },
} as const satisfies Record<string, Range>;

/** The allowed value nearest to `value` (a finite number). */
export function nearestAllowed(value: number, range: Range): number {
  const within = Math.min(range.max, Math.max(range.min, value));
  return range.whole ? Math.min(range.max, Math.max(range.min, Math.round(within))) : within;
}

const withUnit = (n: number, unit: string) => (unit ? `${n} ${unit}` : String(n));

/** The rule, in words: "0 to 5000 ms", "a whole number from 1 to 64". */
export function describeRange(range: Range): string {
  const span = `${range.min} to ${withUnit(range.max, range.unit)}`;
  return range.whole ? `a whole number from ${span}` : span;
}

/** Why `value` is not allowed by `range` (the value, the rule and the nearest allowed value), or undefined. */
export function outOfRange(value: number, range: Range): string | undefined {
  const nearest = nearestAllowed(value, range);
  if (nearest === value) return undefined;
  if (!Number.isFinite(value)) return `${value} is not a number: must be ${describeRange(range)}`;
  return `${value} is not allowed: must be ${describeRange(range)} (nearest allowed: ${withUnit(nearest, range.unit)})`;
}
