import { type RefObject, useEffect, useRef } from "react";
import { loadGuarded } from "../platform/reportError.ts";
import type { GestureHandlers, Gestures } from "./hammer.ts";

/** The lazy file, named in behaviour.md 8's console line when it fails to load. */
export const GESTURES_FILE = "src/gestures/hammer.ts";

/**
 * Swipe, hold and pinch on `ref`'s element while `enabled`, with behaviour.md 9's thresholds: Hammer comes
 * in its own chunk, so none of it is in the first download, and is destroyed when `enabled` turns
 * false or the component unmounts. Each gesture calls the handlers of the latest render, so a new
 * handlers object never makes a new manager; only asking for pinch, or no longer, does.
 */
export function useGestures(
  ref: RefObject<HTMLElement | null>,
  handlers: GestureHandlers,
  enabled = true,
): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const pinches = !!(handlers.pinch || handlers.pinchEnd);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    let alive = true;
    let gestures: Gestures | undefined;
    void loadGuarded(GESTURES_FILE, () => import("./hammer.ts")).then((hammer) => {
      if (!alive || !hammer) return;
      gestures = hammer.createGestures(element, forwardTo(latest, pinches));
    });
    return () => {
      alive = false;
      gestures?.destroy();
    };
  }, [ref, enabled, pinches]);
}

/** Handlers that call whichever `latest` holds when the gesture happens. */
function forwardTo(latest: RefObject<GestureHandlers>, pinches: boolean): GestureHandlers {
  const on = () => latest.current;
  const forward: GestureHandlers = {
    swipe: (direction) => on().swipe?.(direction),
    drag: {
      start: () => on().drag?.start() ?? false,
      move: (dx) => on().drag?.move(dx),
      end: (release) => on().drag?.end(release),
    },
    hold: () => on().hold?.(),
    release: () => on().release?.(),
  };
  if (!pinches) return forward;
  return {
    ...forward,
    pinch: (scale, center) => on().pinch?.(scale, center),
    pinchEnd: (scale) => on().pinchEnd?.(scale),
  };
}
