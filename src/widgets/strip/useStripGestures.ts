import { type RefObject, useEffect, useRef } from "react";
import type { Gestures } from "../../gestures/hammer.ts";
import { loadGuarded } from "../../platform/reportError.ts";

const GESTURES_FILE = "src/gestures/hammer.ts";

type Handlers = { go: (to: "next" | "previous") => void; hold: () => void; release: () => void };

/**
 * Swipe and hold on the strip's cards, where there is touch: left goes next, right previous (SPEC.md 2,
 * with SPEC.md 9's thresholds); a hold pauses autoplay until the finger lifts. Vertical pans stay the
 * browser's scrolling, and a horizontal one never reaches the browser's back gesture.
 */
export function useStripGestures(stage: RefObject<HTMLElement | null>, on: Handlers) {
  const handlers = useRef(on);
  handlers.current = on;
  useEffect(() => {
    const element = stage.current;
    if (!element || navigator.maxTouchPoints === 0) return;
    let alive = true;
    let gestures: Gestures | undefined;
    loadGuarded(GESTURES_FILE, () => import("../../gestures/hammer.ts")).then((g) => {
      if (!alive || !g) return;
      gestures = g.createGestures(element, {
        swipe: (direction) => handlers.current.go(direction === "left" ? "next" : "previous"),
        hold: () => handlers.current.hold(),
        release: () => handlers.current.release(),
      });
    });
    return () => {
      alive = false;
      gestures?.destroy();
    };
  }, [stage]);
}
