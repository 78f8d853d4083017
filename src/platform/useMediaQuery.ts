import { useEffect, useLayoutEffect, useState } from "react";

/** Calls back with whether `media` matches, now and whenever that changes; returns the unsubscribe. */
export function watchMedia(media: string, callback: (matches: boolean) => void): () => void {
  if (typeof matchMedia !== "function") return () => {};
  const query = matchMedia(media);
  const onChange = () => callback(query.matches);
  query.addEventListener("change", onChange);
  callback(query.matches);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Whether `media` matches, re-rendering on change; false in the server's HTML and while hydrating.
 * `beforePaint`: read in a layout effect, so the first frame after hydration already knows it.
 */
export function useMediaQuery(media: string, { beforePaint = false } = {}): boolean {
  const [matches, setMatches] = useState(false);
  const useWatch = beforePaint ? useLayoutEffect : useEffect;
  useWatch(() => watchMedia(media, setMatches), [media]);
  return matches;
}
