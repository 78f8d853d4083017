import { type RefObject, useEffect, useState } from "react";

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

// Listened for from the moment this module runs (the page's first script imports it), before the widgets
// hydrate, so an early visitor is not missed.
if (typeof window !== "undefined") {
  for (const sign of SIGNS) window.addEventListener(sign, stir, { capture: true, passive: true });
}

/**
 * True once a widget's GPU motion is likely to be wanted: at once while it changes by itself (`now`,
 * autoplay), else once a person is at the page while the widget is on or within a screen of the
 * viewport. Until then its GPU chunk (Pixi, GSAP, a WebGL context, textures) costs nothing, and loading
 * the page never competes with it: a visitor who only reads never pays for it at all. It stays true.
 */
export function useIntent(ref: RefObject<HTMLElement | null>, now: boolean): boolean {
  const [intent, setIntent] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (intent || !element) return;
    if (now) return setIntent(true);
    let near = false;
    const check = () => {
      if (near && stirred) setIntent(true);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.some((e) => e.isIntersecting);
        check();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    waiting.add(check);
    return () => {
      observer.disconnect();
      waiting.delete(check);
    };
  }, [ref, intent, now]);

  return intent || now;
}
