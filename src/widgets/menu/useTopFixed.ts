import { type RefObject, useEffect, useState } from "react";
import { isTopFixed } from "./placement.ts";

/**
 * behaviour.md 4's top-fixed menu: true once the page has scrolled past the element's original offset,
 * false again when scrolled back. The offset is measured where the element sits unfixed.
 */
export function useTopFixed(element: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    const el = element.current;
    if (!enabled || !el) return;
    const offset = el.getBoundingClientRect().top + window.scrollY;
    const update = () => setFixed(isTopFixed(window.scrollY, offset));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      window.removeEventListener("scroll", update);
      setFixed(false);
    };
  }, [element, enabled]);
  return fixed;
}
