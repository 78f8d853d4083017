/**
 * Signs of a person at the page: a touch, key or wheel counts as much as a pointer. Not scroll events,
 * which a page's own scripts and anchors raise too; a person's scrolling starts with one of these.
 */
const SIGNS = ["pointermove", "pointerdown", "touchstart", "keydown", "wheel"] as const;

let stirred = false;
const waiting = new Set<() => void>();

function stir() {
  stirred = true;
  for (const sign of SIGNS) window.removeEventListener(sign, stir, { capture: true });
  for (const check of waiting) check();
}

/** Whether a person has given a sign yet. */
export const hasStirred = () => stirred;

/**
 * Runs `fn` at a person's first sign (at once if there has been one); returns a cancel function. What
 * a person's press will need may start then, without waiting for the page's load and idle time.
 */
export function onFirstSign(fn: () => void): () => void {
  if (stirred) {
    fn();
    return () => {};
  }
  const once = () => {
    waiting.delete(once);
    fn();
  };
  waiting.add(once);
  return () => void waiting.delete(once);
}

// Listened for from the moment this module runs (the page's first script imports it), before the page's
// code arrives and its widgets hydrate, so an early visitor is not missed.
if (typeof window !== "undefined") {
  for (const sign of SIGNS) window.addEventListener(sign, stir, { capture: true, passive: true });
}
