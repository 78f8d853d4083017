import { useEffect, useState } from "react";

/** The media query of the reduced-motion policy: under it widgets use their DOM fallback and never rotate. */
export const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia(REDUCED_MOTION).matches;
}

/** Calls back with whether `media` matches, now and whenever that changes; returns the unsubscribe. */
export function watchMedia(media: string, callback: (matches: boolean) => void): () => void {
  if (typeof matchMedia !== "function") return () => {};
  const query = matchMedia(media);
  const onChange = () => callback(query.matches);
  query.addEventListener("change", onChange);
  callback(query.matches);
  return () => query.removeEventListener("change", onChange);
}

/** Calls back with the preference now and whenever it changes; returns the unsubscribe. */
export const watchReducedMotion = (callback: (reduced: boolean) => void) =>
  watchMedia(REDUCED_MOTION, callback);

/** Whether the visitor asks for reduced motion, re-rendering on change; false in the server's HTML. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => watchReducedMotion(setReduced), []);
  return reduced;
}
