import { type ComponentType, useEffect, useRef, useState } from "react";
import { onVisitorOrIdle } from "../platform/idle.ts";
import { loadGuarded } from "../platform/reportError.ts";
import { hasWebGL } from "./capability.ts";

/**
 * A widget's GPU canvas component, loaded in its own chunk when `wanted` and WebGL works: once the page
 * has loaded and is idle or, sooner, when a visitor is here (their first press may wait for it). A
 * chunk that fails to arrive is logged (SPEC.md 8) and tried again once `attempt` (the widget's slide
 * or page) has changed; until then the widget keeps its DOM version.
 */
export function useLazyCanvas<P>(
  file: string,
  load: () => Promise<{ default: ComponentType<P> }>,
  wanted: boolean,
  attempt: number,
): ComponentType<P> | undefined {
  const [loaded, setLoaded] = useState(false);
  const [Canvas, setCanvas] = useState<ComponentType<P>>();
  const [failedAt, setFailedAt] = useState<number>();
  const attemptRef = useRef(attempt);
  attemptRef.current = attempt;
  const loader = useRef(load);
  const waiting = failedAt === attempt;

  useEffect(() => onVisitorOrIdle(() => setLoaded(true)), []);
  useEffect(() => {
    if (!loaded || !wanted || Canvas || waiting || !hasWebGL()) return;
    let alive = true;
    loadGuarded(file, loader.current).then((m) => {
      if (!alive) return;
      if (m) setCanvas(() => m.default);
      else setFailedAt(attemptRef.current);
    });
    return () => {
      alive = false;
    };
  }, [file, loaded, wanted, Canvas, waiting]);

  return Canvas;
}
