import type { Player } from "../../gpu/player.ts";
import { type Tween, tween } from "../../motion/tween.ts";
import { deferred } from "../../platform/deferred.ts";
import { playOrder, STRIP_MOTION, type StripAnimationName, type StripPlay } from "./animations.ts";
import type { PageChange } from "./pageChange.ts";
import type { StripPages } from "./pages.ts";
import { type Phase, placement } from "./placement.ts";

/** The CSS of a card at eased progress p (see placement): only the properties its animation moves. */
export function away(name: StripAnimationName, distance: number, direction: 1 | -1, phase: Phase) {
  const { axis } = STRIP_MOTION[name];
  const place = placement(name, distance, direction, phase);
  return (p: number): Partial<CSSStyleDeclaration> => {
    const { x, y, scale, alpha } = place(p);
    switch (axis) {
      case "x":
        return { transform: `translateX(${x}px)` };
      case "y":
        return { transform: `translateY(${y}px)` };
      case "scale":
        return { transform: `scale(${scale})`, opacity: String(alpha) };
      default:
        return { opacity: String(alpha) };
    }
  };
}

/**
 * One half of a page change on the DOM cards themselves: the old cards leave, or the new ones enter,
 * item by item with the stagger and distances of behaviour.md 10 (or a designer's tuning of them). `draw`
 * puts every piece where it is `elapsed` ms into the half; `rest` takes away every inline style it set.
 */
export function domPieces(
  list: HTMLElement,
  { name, motion, extra, ease }: StripPlay,
  phase: Phase,
  direction: 1 | -1,
) {
  const items = [...list.querySelectorAll<HTMLElement>("[data-strips-item]")];
  const elements = motion.whole ? [list] : playOrder(items.length, direction).flatMap((i) => items[i] ?? []);
  const listBox = { width: list.clientWidth, height: list.clientHeight };
  const pieces = elements.map((el, i) => ({
    el,
    place: away(
      name,
      motion.distance(listBox, { width: el.offsetWidth, height: el.offsetHeight }, i, extra),
      direction,
      phase,
    ),
  }));
  return {
    total: motion.duration + motion.stagger * (pieces.length - 1),
    draw(elapsed: number) {
      pieces.forEach(({ el, place }, i) => {
        const local =
          motion.duration > 0
            ? Math.min(1, Math.max(0, (elapsed - i * motion.stagger) / motion.duration))
            : 1;
        Object.assign(el.style, place(phase === "leave" ? ease.fn(local) : 1 - ease.fn(local)));
      });
    },
    rest() {
      for (const { el } of pieces) {
        el.style.removeProperty("transform");
        el.style.removeProperty("opacity");
      }
    },
  };
}

/**
 * Plays one half of a page change on the DOM cards, the strip's fallback when the GPU canvas is not
 * used. Timed by requestAnimationFrame (page.clock steps it). `done` resolves at the end, with every
 * inline style the enter set removed; `tween.finish()` gets there at once.
 */
function playDomPhase(
  list: HTMLElement,
  play: StripPlay,
  phase: Phase,
  direction: 1 | -1,
  instant: boolean,
): { tween: Tween; done: Promise<void> } {
  const pieces = domPieces(list, play, phase, direction);
  const { total } = pieces;
  const done = deferred();
  const t = tween({
    duration: instant ? 0 : total,
    onUpdate: (v) => pieces.draw(v * total),
    onComplete: () => {
      if (phase === "enter") pieces.rest();
      done.resolve();
    },
  });
  return { tween: t, done: done.promise };
}

/**
 * The DOM player: the old cards leave, the new page's cards take their place, and those enter;
 * `instant` (reduced motion) goes straight to the end. (A held change: domScrub.ts.)
 */
export function createDomPlayer(pages: StripPages, instant: boolean): Player<PageChange> {
  return ({ play, direction, html }) => {
    let hurry = instant;
    let current: Tween | undefined;
    const phase = async (which: Phase) => {
      const element = pages.list();
      if (!element) return;
      const played = playDomPhase(element, play, which, direction, hurry);
      current = played.tween;
      await played.done;
    };
    const done = (async () => {
      await phase("leave");
      pages.show(html);
      await phase("enter");
    })();
    return {
      done,
      finish() {
        hurry = true;
        current?.finish();
      },
    };
  };
}
