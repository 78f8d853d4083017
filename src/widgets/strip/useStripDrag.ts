import { type RefObject, useRef } from "react";
import type { DragHandlers, Release } from "../../gestures/drag.ts";
import { guarded } from "../../gpu/player.ts";
import { motionStore } from "../../motion/motionStore.ts";
import { prefersReducedMotion } from "../../motion/reducedMotion.ts";
import { scrubOnDom } from "./domScrub.ts";
import type { StripModel, StripRequest } from "./model.ts";
import type { ResolvedStripOptions } from "./options.ts";
import type { PageCache } from "./pageCache.ts";
import { describeChange, type HeldPageChange, pageChangeTime } from "./pageChange.ts";
import { dragDirection, dragProgress, settleSpeed } from "./scrub.ts";
import { type ChangeNow, PICTURES_SLACK_MS, type Players } from "./usePageChanges.ts";
import { prefetchNeighbours } from "./usePrefetch.ts";

/** One drag's change: where it goes, its request, and the stage and change it is measured against. */
type Drag = {
  direction: 1 | -1;
  request: StripRequest;
  now: ChangeNow;
  width: number;
  changeMs: number;
  /** Its page's reply: here, failed, or (absent) on its way. */
  reply?: { page: number } | "failed";
  /** How the finger let go: 1 on to the end, 0 back; absent while it holds. */
  released?: 0 | 1;
  speed: number;
  over: boolean; // it has ended, at its end or its start
};

/** Its players, its stage, and autoplay, which waits while a finger drags as while one holds the strip. */
type Inputs = Required<Players> & {
  stage: RefObject<HTMLElement | null>;
  autoplay: Record<"hold" | "release", () => void>;
};

/**
 * The strip follows a drag (behaviour.md 11): its first move starts a held change
 * to the next page (left) or the previous one (right), scrubbed by the finger (scrub.ts); back past its
 * start, the other way's takes its place. Let go, it settles on (behaviour.md 9's 50 px or a flick) or back,
 * no slower than the finger. Only a completed change changes the page. Until its reply is there it
 * scrubs its leave; it completes when the reply comes, or runs back if it fails (behaviour.md 8's error,
 * raised and fired as a press's). With reduced motion the drag is not followed: it is a swipe.
 */
export function useStripDrag(
  model: StripModel | undefined,
  cache: PageCache,
  options: ResolvedStripOptions,
  { slot, pages, container, changing, stage, autoplay }: Inputs,
) {
  const drag = useRef<Drag | null>(null);
  const settled = (d: Drag) => () => {
    d.over = true;
    if (changing.current === d.now) changing.current = null;
    // Ended at its start: taken back, or ended by the time guard or a lost canvas before its page came.
    if (d.released !== 1 || d.reply === undefined) model?.cancel(d.request);
  };
  /** Its reply: the page is active once the finger lets it complete; a failure runs it back. */
  const answered = (d: Drag, reply: Promise<{ page: number }>) =>
    reply.then(
      ({ page }) => {
        if (d.over || d.released === 0 || !model) return;
        d.reply = { page };
        if (d.released === 1) model.succeed(page);
        else model.received(d.request);
      },
      (error: unknown) => {
        // Taken back: nothing is asked for any more, so its failure goes unsaid, as a prefetch's.
        if (d.over || d.released === 0 || !model) return;
        d.reply = "failed";
        model.fail();
        container.current?.dispatchEvent(new CustomEvent("error", { detail: error }));
        if (d.released === 1) d.now.playing.settle?.(0, d.speed);
        throw error;
      },
    );
  const begin = (direction: 1 | -1): Drag | null => {
    const request = model?.request(direction === 1 ? "next" : "previous");
    if (!request) return null;
    const reply = cache.take(request.page);
    const leaving = pages.list()?.querySelectorAll("[data-strips-item]").length ?? 0;
    const held = { direction, leaving, held: true as const, html: reply.then((r) => r.html) };
    const change: HeldPageChange = describeChange(held, options, motionStore.playback().timeScale);
    const changeMs = pageChangeTime(change);
    const player = slot.play(change) ?? scrubOnDom(pages, change);
    const playing = guarded(player, changeMs + PICTURES_SLACK_MS, true);
    const width = stage.current?.clientWidth ?? 0;
    const d: Drag = {
      direction,
      request,
      now: { playing, held: true },
      width,
      changeMs,
      speed: 1,
      over: false,
    };
    changing.current = d.now;
    void answered(d, reply);
    void playing.done.then(settled(d));
    return d;
  };
  const letGo = (d: Drag, to: 0 | 1, speed: number) => {
    d.released = to;
    d.speed = speed;
    d.now.held = false;
    if (to === 0) model?.cancel(d.request);
    else if (d.reply !== undefined && d.reply !== "failed") model?.succeed(d.reply.page);
    d.now.playing.settle?.(to, speed);
  };
  const handlers: DragHandlers = {
    start() {
      // Not while a change plays (a drag's settle, or a press's: the drag is then a swipe, as a press).
      if (!model || prefersReducedMotion() || changing.current || model.state().loading) return false;
      drag.current = null;
      autoplay.hold();
      return true;
    },
    move(dx) {
      let d = drag.current;
      // At its very start it goes neither way: the change it drives waits there.
      if (dx === 0) return void d?.now.playing.seek?.(0);
      const direction = dragDirection(dx);
      if (d && d.direction !== direction) {
        // Back past its start: this change is over at once, and the other way's begins.
        letGo(d, 0, 1);
        d.now.playing.finish();
        d = null;
      }
      d ??= drag.current = begin(direction);
      d?.now.playing.seek?.(dragProgress(dx, d.width));
    },
    end(release: Release) {
      const d = drag.current;
      drag.current = null;
      autoplay.release();
      if (!d || d.over || d.released !== undefined) return;
      const on = release.completes && dragDirection(release.dx) === d.direction && d.reply !== "failed";
      letGo(d, on ? 1 : 0, settleSpeed(release.velocity, d.width, d.changeMs));
    },
  };
  // The neighbours' pages a drag could need are asked for at its first touch (or sideways scroll).
  const warm = () => model && prefetchNeighbours(cache, model.state());
  return {
    drag: handlers,
    stageProps: {
      onPointerDown: warm,
      onWheel: (e: { deltaX: number; deltaY: number }) => Math.abs(e.deltaX) > Math.abs(e.deltaY) && warm(),
    },
  };
}
