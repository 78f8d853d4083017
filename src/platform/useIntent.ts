import { type RefObject, useEffect, useState } from "react";
import { hasStirred, onFirstSign } from "./firstSign.ts";

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
      if (near && hasStirred()) setIntent(true);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.some((e) => e.isIntersecting);
        check();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    const stopWaiting = onFirstSign(check);
    return () => {
      observer.disconnect();
      stopWaiting();
    };
  }, [ref, intent, now]);

  return intent || now;
}
