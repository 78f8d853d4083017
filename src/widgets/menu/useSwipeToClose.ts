import { type RefObject, useEffect, useRef } from "react";
import type { Gestures } from "../../gestures/hammer.ts";
import type { SwipeDirection } from "../../gestures/thresholds.ts";
import { loadGuarded } from "../../platform/reportError.ts";

const GESTURES_FILE = "src/gestures/hammer.ts";

/** Swipes on `ref`'s element while `enabled`; Hammer comes in its own chunk. */
export function useSwipeToClose(
  ref: RefObject<HTMLElement | null>,
  on: { swipe: (direction: SwipeDirection) => void },
  enabled: boolean,
) {
  const latest = useRef(on);
  latest.current = on;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    let alive = true;
    let gestures: Gestures | undefined;
    void loadGuarded(GESTURES_FILE, () => import("../../gestures/hammer.ts")).then((g) => {
      if (!alive || !g) return;
      gestures = g.createGestures(element, { swipe: (direction) => latest.current.swipe(direction) });
    });
    return () => {
      alive = false;
      gestures?.destroy();
    };
  }, [ref, enabled]);
}
