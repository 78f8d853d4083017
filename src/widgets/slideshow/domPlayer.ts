import type { Player } from "../../gpu/player.ts";
import { createChangeClock } from "../../motion/changeClock.ts";
import { isGlAnimation, type SlideAnimation } from "./options.ts";
import { type PieceState, SETTLED, TRANSITIONS } from "./transitions/index.ts";
import type { PlayedChange } from "./types.ts";

/** The custom property slideshow.css reads for each number of the incoming slide's state. */
const PROPERTIES: Record<keyof PieceState, string> = {
  alpha: "--fade",
  ox: "--slide-x",
  oy: "--slide-y",
  sx: "--slide-width",
  sy: "--slide-height",
};

const CROSSFADE = TRANSITIONS.crossfade.from;

/**
 * Whether the DOM draws `name` as the canvas does: the transitions of one whole piece (the crossfade
 * and the slide family). Blinds, boxes and the catalogue only a canvas draws; the DOM crossfades them.
 */
export function domDraws(name: SlideAnimation): boolean {
  return !isGlAnimation(name) && TRANSITIONS[name].cut === "whole";
}

/**
 * The incoming slide `progress` (eased, 0 to 1) of the way from `from` to settled, as the values of
 * slideshow.css's properties: only those `from` moves, so a crossfade writes --fade alone.
 */
export function domFrame(from: Partial<PieceState>, progress: number): Record<string, number> {
  const frame: Record<string, number> = {};
  for (const [key, start] of Object.entries(from) as [keyof PieceState, number][]) {
    frame[PROPERTIES[key]] = start + (SETTLED[key] - start) * progress;
  }
  return frame;
}

/**
 * A change as the DOM draws it. `underCanvas`: the canvas draws it over the slides, so the DOM fades
 * the captions alone and no frame restyles slides the canvas covers (they show the incoming slide
 * beneath it at once, which is also what a lost context must show).
 */
export type DomChange = PlayedChange & { underCanvas: boolean };

/**
 * The DOM player: steps the incoming slide's custom properties on `region` (or, under the canvas, --fade
 * on the captions) with the change's duration and ease, on the change's clock (motion/changeClock.ts),
 * as the GPU player moves its pieces. Captions read --fade, so they crossfade over the same time. Under
 * reduced motion the change is immediate. A change that settles back leaves the properties unset, so
 * the slide it started from shows settled.
 */
export function createDomPlayer(region: HTMLElement, reduced: boolean): Player<DomChange> {
  return ({ motion, underCanvas }) => {
    const captions = region.querySelector<HTMLElement>(".slideshow__captions");
    const clear = () => {
      for (const property of Object.values(PROPERTIES)) {
        region.style.removeProperty(property);
        captions?.style.removeProperty(property);
      }
    };
    clear();
    const target = underCanvas && captions ? captions : region;
    const from = !underCanvas && domDraws(motion.name) ? motion.spec.from : CROSSFADE;
    const clock = createChangeClock(
      reduced ? 0 : motion.duration / motion.timeScale,
      (progress) => {
        for (const [property, value] of Object.entries(domFrame(from, motion.ease.fn(progress)))) {
          target.style.setProperty(property, String(value));
        }
      },
      (at) => at === 0 && clear(),
    );
    const done = clock.done.then(() => undefined);
    return { done, seek: clock.seek, progress: clock.progress, settle: clock.settle, finish: clock.finish };
  };
}
