// Every way a person first reaches a page; not scroll, which the page's own scripts and anchors raise too.
const VISITOR_EVENTS = [
  "pointermove",
  "pointerover",
  "pointerdown",
  "touchstart",
  "keydown",
  "wheel",
  "focusin",
] as const;

let here = false;
const waiting = new Set<() => void>();

function arrive() {
  here = true;
  for (const type of VISITOR_EVENTS) window.removeEventListener(type, arrive, { capture: true });
  for (const fn of [...waiting]) fn();
}

/** Whether a person has been at the page yet. */
export const visitorIsHere = (): boolean => here;

/**
 * Runs `fn` once, when a person is first at the page (at once if one has been); returns a cancel
 * function. What a person's press will need may start then, without waiting for load and idle time.
 */
export function onVisitor(fn: () => void): () => void {
  if (here) {
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
  for (const type of VISITOR_EVENTS) window.addEventListener(type, arrive, { capture: true, passive: true });
}
