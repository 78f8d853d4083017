import type { gsap } from "gsap";
import { namedTimeline } from "../../motion/timeline.ts";
import type { PieceState } from "./transitions/index.ts";
import { SETTLED } from "./transitions/index.ts";

export type TransitionParams = {
  /** Names the timeline "<widget>:<name>" for the debug panel. */
  widget: string;
  name: string;
  /** Where each piece starts (its transition's `from`); it ends SETTLED. */
  from: Partial<PieceState>;
  /** ms each piece's tween lasts. */
  duration: number;
  /** Piece indices in the order they start (see pieceOrder). */
  order: readonly number[];
  /** A GSAP ease: a name, or a function for a curve. */
  ease: string | gsap.EaseFunction;
  /** ms between piece starts. */
  stagger: number;
};

/**
 * The timeline of one transition: each piece in `order` tweens from `from` to SETTLED over `duration`,
 * `stagger` after the one before. Paused; the caller plays it. Its values were checked by options.ts.
 */
export function buildTransitionTimeline(params: TransitionParams, pieces: PieceState[]): gsap.core.Timeline {
  const seconds = params.duration / 1000;
  const timeline = namedTimeline(params.widget, params.name);
  params.order.forEach((index, i) => {
    const piece = pieces[index];
    if (!piece) throw new Error(`No piece ${index} for ${params.name}`);
    timeline.fromTo(
      piece,
      { ...SETTLED, ...params.from },
      { ...SETTLED, duration: seconds, ease: params.ease, immediateRender: true },
      (i * params.stagger) / 1000,
    );
  });
  return timeline;
}
