/** An ease maps progress 0..1 to eased progress; it needs no library, so the DOM fallback can use it. */
export type EaseFunction = (t: number) => number;

export const linear: EaseFunction = (t) => t;
/** Exponential in-out: GSAP's expo.inOut. */
export const expoInOut: EaseFunction = (t) =>
  t <= 0 ? 0 : t >= 1 ? 1 : t < 0.5 ? 2 ** (20 * t - 10) / 2 : (2 - 2 ** (-20 * t + 10)) / 2;

/** A CSS `cubic-bezier(x1, y1, x2, y2)` curve as an ease, solved for x by Newton steps and bisection. */
export function cubicBezier(x1: number, y1: number, x2: number, y2: number): EaseFunction {
  const bez = (t: number, a: number, b: number) =>
    3 * a * t * (1 - t) ** 2 + 3 * b * t * t * (1 - t) + t ** 3;
  const slope = (t: number, a: number, b: number) =>
    3 * a * (1 - t) ** 2 + 6 * (b - a) * t * (1 - t) + 3 * (1 - b) * t * t;
  return (x) => {
    if (x <= 0) return 0;
    if (x >= 1) return 1;
    let t = x;
    for (let i = 0; i < 8; i++) {
      const d = slope(t, x1, x2);
      if (Math.abs(d) < 1e-6) break;
      t -= (bez(t, x1, x2) - x) / d;
    }
    if (t < 0 || t > 1 || Math.abs(bez(t, x1, x2) - x) > 1e-5) {
      let lo = 0;
      let hi = 1;
      for (let i = 0; i < 40; i++) {
        t = (lo + hi) / 2;
        if (bez(t, x1, x2) < x) lo = t;
        else hi = t;
      }
    }
    return bez(t, y1, y2);
  };
}

const CURVE = /^cubic-bezier\(\s*([^,\s]+)\s*,\s*([^,\s]+)\s*,\s*([^,\s]+)\s*,\s*([^,\s)]+)\s*\)$/;

/**
 * Parses a `cubic-bezier(...)` string, or returns undefined when the text is no curve at all. A curve with
 * bad numbers (x outside 0..1, not finite) throws an Error naming it (behaviour.md 5).
 */
export function parseCurve(text: string): EaseFunction | undefined {
  const points = curvePoints(text);
  return points && cubicBezier(...points);
}

/** A `cubic-bezier(...)` string's x1, y1, x2, y2 (checked as parseCurve says), or undefined for no curve. */
export function curvePoints(text: string): [number, number, number, number] | undefined {
  const m = CURVE.exec(text.trim());
  if (!m) return undefined;
  const [x1, y1, x2, y2] = m.slice(1).map(Number) as [number, number, number, number];
  if (![x1, y1, x2, y2].every(Number.isFinite) || x1 < 0 || x1 > 1 || x2 < 0 || x2 > 1) {
    throw new Error(`Invalid ease: "${text}" (a cubic-bezier needs finite numbers and x values in 0..1)`);
  }
  return [x1, y1, x2, y2];
}
