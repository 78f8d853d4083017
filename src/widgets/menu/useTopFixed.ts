import { type RefObject, useEffect, useRef, useState } from "react";
import { useListener } from "../../platform/useListener.ts";
import { isTopFixed } from "./placement.ts";

/**
 * behaviour.md 4's top-fixed menu: true once the page has scrolled past the element's original offset,
 * false again when scrolled back. The offset is measured where the element sits unfixed.
 */
export function useTopFixed(element: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [fixed, setFixed] = useState(false);
  const offset = useRef<number>(undefined);
  useEffect(() => {
    const el = element.current;
    if (!enabled || !el) return;
    offset.current = el.getBoundingClientRect().top + window.scrollY;
    setFixed(isTopFixed(window.scrollY, offset.current));
    return () => {
      offset.current = undefined;
      setFixed(false);
    };
  }, [element, enabled]);
  useListener(
    "window",
    "scroll",
    () => offset.current !== undefined && setFixed(isTopFixed(window.scrollY, offset.current)),
    enabled,
    { passive: true },
  );
  return fixed;
}
