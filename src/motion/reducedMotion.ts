import { useMediaQuery, watchMedia } from "../platform/useMediaQuery.ts";

/** The media query of the reduced-motion policy: under it widgets use their DOM fallback and never rotate. */
export const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia(REDUCED_MOTION).matches;
}

/** Calls back with the preference now and whenever it changes; returns the unsubscribe. */
export const watchReducedMotion = (callback: (reduced: boolean) => void) =>
  watchMedia(REDUCED_MOTION, callback);

/** Whether the visitor asks for reduced motion, re-rendering on change; false in the server's HTML. */
export const useReducedMotion = (): boolean => useMediaQuery(REDUCED_MOTION);
