import { type RefObject, useRef } from "react";
import type { DragHandlers, Release } from "../../gestures/drag.ts";
import { prefersReducedMotion } from "../../motion/reducedMotion.ts";
import { type Drag, holdCaught, releaseDrag, takeStrip } from "./caughtDrag.ts";
import { type ChangeNow, letGo, takeBack } from "./changeOutcome.ts";
import { fingerRule, type ListLayout, listLayout } from "./draggedMotion.ts";
import type { StripModel } from "./model.ts";
import type { PageCache } from "./pageCache.ts";
import { changeLength, pageChangeTime } from "./pageChange.ts";
import type { StripPages } from "./pages.ts";
import type { usePageChanges } from "./usePageChanges.ts";
import { prefetchNeighbours } from "./usePrefetch.ts";

/** Where a drag goes: left (dx < 0) to the next page, right to the previous one (behaviour.md 2). */
export const dragDirection = (dx: number): 1 | -1 => (dx < 0 ? 1 : -1);

type Inputs = {
  changes: ReturnType<typeof usePageChanges>;
  stage: RefObject<HTMLElement | null>;
  pages: StripPages;
  /** Autoplay waits while a finger drags, as while one holds the strip. */
  autoplay: Record<"pause" | "resume", () => void>;
};

/**
 * The strip follows a drag (behaviour.md 11): its first move starts, through the one change pipeline
 * (usePageChanges.ts), the change to the next page (left) or the previous one (right), and drives it:
 * by the finger rule of draggedMotion.ts (slide and flyIn move under the finger); back past its start, that
 * change ends at its start at once and the other way's begins. Let go, it settles on or back
 * (caughtDrag.ts' releaseDrag); a finger that comes down while it settles, or while a press's change
 * plays, catches it where it stands (caughtDrag.ts). Only a completed change changes the page. With
 * reduced motion the drag is not followed: it is a swipe.
 */
export function useStripDrag(model: StripModel | undefined, cache: PageCache, inputs: Inputs) {
  const { changes, stage, pages, autoplay } = inputs;
  const drag = useRef<Drag | null>(null);
  /** The drag let go last, while its change may still settle; `base`: the finger's dx where the change it drives began. */
  const last = useRef<Drag>(undefined);
  const base = useRef(0);
  // The stage's width and the list's layout, measured as the drag starts: not in the middle of a move
  // that dirtied the layout.
  const stageWidth = useRef(0);
  const layout = useRef<ListLayout>(undefined);
  /** How the finger drives `now`'s change, by the stage and list measured as the drag started. */
  const driving = (now: ChangeNow) => ({
    rule: fingerRule(now.change, changeLength(now.change), layout.current, stageWidth.current),
    ms: pageChangeTime(now.change),
  });
  const begin = (direction: 1 | -1): Drag | null => {
    const request = model?.request(direction === 1 ? "next" : "previous");
    const now = request && changes.start(request, true);
    if (!now) return null;
    void now.finished; // a failed reply is raised (behaviour.md 8), as a press's is
    return { now, ...driving(now) };
  };
  /** After a flick onwards on a caught change: the next page's change, settling at `pace`. */
  const oneMore = async (ended: Drag, pace: number) => {
    await ended.now.ended; // its page is active now
    const next = begin(ended.now.request.direction);
    if (model && next) letGo(model, next.now, 1, pace);
    if (next) last.current = next;
  };
  const handlers: DragHandlers = {
    start() {
      if (!model || prefersReducedMotion()) return false;
      stageWidth.current = stage.current?.clientWidth ?? 0;
      layout.current = listLayout(pages.list());
      const taken = takeStrip(model, last.current, changes.current.current, driving);
      if (taken === false) return false;
      drag.current = taken;
      base.current = 0;
      autoplay.pause();
      return true;
    },
    move(fingerDx) {
      let d = drag.current;
      if (d?.from !== undefined && model) {
        const crossed = holdCaught(model, d, fingerDx);
        if (crossed === undefined) return;
        base.current = crossed;
        d = drag.current = null;
      }
      const dx = fingerDx - base.current;
      // At its very start it goes neither way: the change it drives waits there.
      if (dx === 0) return void d?.now.playing.seek(0);
      const direction = dragDirection(dx);
      if (d && model && d.now.request.direction !== direction) {
        // Back past its start: this change is over at once, and the other way's begins.
        takeBack(model, d.now);
        d = null;
      }
      d ??= drag.current = begin(direction);
      d?.now.playing.seek(d.rule.progress(dx));
    },
    end(release: Release) {
      const d = drag.current;
      drag.current = null;
      autoplay.resume();
      if (!d || !model || d.now.over || d.now.released !== undefined) return;
      last.current = d;
      const more = releaseDrag(model, d, release);
      if (more !== undefined) void oneMore(d, more);
    },
  };
  return { drag: handlers, stageProps: warming(model, cache) };
}

/** The neighbours' pages a drag could need, asked for at its first touch (or sideways scroll). */
function warming(model: StripModel | undefined, cache: PageCache) {
  const warm = () => model && prefetchNeighbours(cache, model.state());
  return {
    onPointerDown: warm,
    onWheel: (e: { deltaX: number; deltaY: number }) => Math.abs(e.deltaX) > Math.abs(e.deltaY) && warm(),
  };
}
