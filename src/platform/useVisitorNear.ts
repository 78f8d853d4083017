import { type RefObject, useEffect, useState } from "react";
import { onVisitor, visitorIsHere } from "./visitor.ts";

/**
 * True once a person is at the page while `ref`'s element is on or within a screen of the viewport, or
 * at once while `now` (a widget that changes by itself, autoplay). Until then what only such a person
 * would want (a widget's GPU chunk, its WebGL context, its textures) costs nothing: a visitor who only
 * reads never pays for it. It stays true.
 */
export function useVisitorNear(ref: RefObject<HTMLElement | null>, now: boolean): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (now) return setNear(true);
    let inView = false;
    const check = () => {
      if (inView && visitorIsHere()) setNear(true);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        inView = entries.some((e) => e.isIntersecting);
        check();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    const stopWaiting = onVisitor(check);
    return () => {
      observer.disconnect();
      stopWaiting();
    };
  }, [ref, near, now]);

  return near || now;
}
