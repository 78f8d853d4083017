import { useEffect, useState } from "react";
import { useListener } from "../../platform/useListener.ts";
import { autoplayRuns } from "./model.ts";

/**
 * Autoplay with the usual courtesy: it waits while the pointer is over the strip, while a finger holds
 * it, while focus is inside it, while the tab is hidden, and after the visitor pauses it. Browser timers, so page.clock
 * can step it.
 */
export function useAutoplay(enabled: boolean, delayMs: number, advance: () => void, page: number) {
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [touched, setTouched] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidden, setHidden] = useState(false);
  const runs = autoplayRuns({ enabled, pausedByVisitor, hovered: hovered || touched, focused, hidden });

  useListener("document", "visibilitychange", () => setHidden(document.hidden), enabled);

  // A new page (or a resume) starts the wait again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: page restarts the timer on purpose
  useEffect(() => {
    if (!runs) return;
    const timer = setTimeout(advance, delayMs);
    return () => clearTimeout(timer);
  }, [runs, delayMs, advance, page]);

  return {
    paused: pausedByVisitor,
    toggle: () => setPausedByVisitor((p) => !p),
    /** A finger on the strip (Hammer's hold, or a drag) pauses it until `resume`. */
    pause: () => setTouched(true),
    resume: () => setTouched(false),
    containerProps: enabled
      ? {
          onPointerEnter: () => setHovered(true),
          onPointerLeave: () => setHovered(false),
          onFocus: () => setFocused(true),
          onBlur: (e: React.FocusEvent) => {
            if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
          },
        }
      : {},
  };
}
