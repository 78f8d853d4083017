import { type EaseFunction, parseCurve } from "./ease.ts";

/**
 * GSAP's standard eases as plain functions, so code without GSAP (the DOM strip, the main bundle's
 * settings check) can use and validate the same names the GPU timelines pass to GSAP. The formulas are
 * GSAP's: each family has an "in" curve; "out" mirrors it and "inOut" joins the two halves.
 */
const power = (p: number) => (t: number) => t ** p;
const BACK = 1.70158;
const bounceOut: EaseFunction = (t) => {
  const n = 7.5625;
  const d = 2.75;
  if (t < 1 / d) return n * t * t;
  if (t < 2 / d) return n * (t - 1.5 / d) ** 2 + 0.75;
  if (t < 2.5 / d) return n * (t - 2.25 / d) ** 2 + 0.9375;
  return n * (t - 2.625 / d) ** 2 + 0.984375;
};

const FAMILIES: Record<string, EaseFunction> = {
  power1: power(2),
  power2: power(3),
  power3: power(4),
  power4: power(5),
  sine: (t) => (t === 1 ? 1 : 1 - Math.cos((t * Math.PI) / 2)),
  // GSAP blends in t^6 so that the curve lands exactly on 1.
  expo: (t) => 2 ** (10 * (t - 1)) * t + t ** 6 * (1 - t),
  circ: (t) => -(Math.sqrt(1 - t * t) - 1),
  back: (t) => (t ? t * t * ((BACK + 1) * t - BACK) : 0),
  bounce: (t) => 1 - bounceOut(1 - t),
};

const out =
  (easeIn: EaseFunction): EaseFunction =>
  (t) =>
    1 - easeIn(1 - t);
const inOut =
  (easeIn: EaseFunction): EaseFunction =>
  (t) =>
    t < 0.5 ? easeIn(t * 2) / 2 : 1 - easeIn((1 - t) * 2) / 2;

const EASES = new Map<string, EaseFunction>([["none", (t) => t]]);
for (const [family, easeIn] of Object.entries(FAMILIES)) {
  EASES.set(`${family}.in`, easeIn);
  EASES.set(`${family}.out`, family === "bounce" ? bounceOut : out(easeIn));
  EASES.set(`${family}.inOut`, inOut(easeIn));
}

/** Every ease name accepted in settings, for a debug panel's list: "none", "power1.in", ... */
export const EASE_NAMES: readonly string[] = [...EASES.keys()];

/**
 * An ease from text: one of EASE_NAMES or a CSS `cubic-bezier(...)`. Anything else throws an Error
 * naming the bad value (behaviour.md 5).
 */
export function easeFromText(text: string): EaseFunction {
  const named = EASES.get(text.trim());
  if (named) return named;
  const curve = parseCurve(text);
  if (curve) return curve;
  throw new Error(`Invalid ease: "${text}"`);
}

/** True when easeFromText accepts the text. */
export function isEaseText(text: string): boolean {
  try {
    easeFromText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * An ease checked once, in the forms its users take: `fn` for code without GSAP (the DOM players), `gsap`
 * for timelines (a GSAP ease name as is, a cubic-bezier as a function, which GSAP has no name for).
 */
export type Ease = { text: string; fn: EaseFunction; gsap: string | EaseFunction };

/** The ease of `text`, or an Error naming it (behaviour.md 5): the one place an ease is validated. */
export function toEase(text: string): Ease {
  const trimmed = text.trim();
  const fn = easeFromText(trimmed);
  return { text, fn, gsap: EASES.has(trimmed) ? trimmed : fn };
}
