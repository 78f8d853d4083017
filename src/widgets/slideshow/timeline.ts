import type { gsap } from "gsap";
import { toMs } from "../../motion/duration.ts";
import { namedTimeline, resolveEase } from "../../motion/timeline.ts";
import { SLIDESHOW_EASE, type TransitionName } from "./options.ts";
import { type PieceState, SETTLED, TRANSITIONS } from "./transitions/index.ts";

export type TransitionParams = {
  /** Names the timeline "<widget>:<transition>" for the debug panel. */
  widget: string;
  name: TransitionName;
  /** ms each piece's tween lasts. */
  duration: number;
  /** Piece indices in the order they start (see pieceOrder). */
  order: readonly number[];
  ease?: string;
  /** ms between piece starts; the transition's own (DESIGN.md) when absent. */
  stagger?: number;
};

/**
 * The timeline of one transition: each piece in `order` tweens from its transition's start state to
 * SETTLED over `duration`, `stagger` after the one before. Paused; the caller plays it.
 */
export function buildTransitionTimeline(params: TransitionParams, pieces: PieceState[]): gsap.core.Timeline {
  const spec = TRANSITIONS[params.name];
  const seconds = toMs(params.duration) / 1000;
  const ease = resolveEase(params.ease ?? SLIDESHOW_EASE);
  const stagger = toMs(params.stagger ?? spec.stagger, "stagger");
  const timeline = namedTimeline(params.widget, params.name);
  params.order.forEach((index, i) => {
    const piece = pieces[index];
    if (!piece) throw new Error(`No piece ${index} for ${params.name}`);
    timeline.fromTo(
      piece,
      { ...SETTLED, ...spec.from },
      { ...SETTLED, duration: seconds, ease, immediateRender: true },
      (i * stagger) / 1000,
    );
  });
  return timeline;
}
