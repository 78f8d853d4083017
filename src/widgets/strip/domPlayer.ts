import type { Player } from "../../gpu/player.ts";
import type { SanitizedHtml } from "../../platform/trustedTypes.ts";
import { playOrder, STRIP_MOTION, type StripAnimationName, type StripPlay } from "./animations.ts";
import { type PageChangeDrawing, pageChangeClock } from "./changeTime.ts";
import { leaveTime, type StripChange } from "./pageChange.ts";
import { pageInList, type StripPages } from "./pages.ts";
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

type Half = ReturnType<typeof domPieces>;

/**
 * The DOM player, the strip's when the GPU canvas does not draw: the old cards leave, the new page's
 * cards (its placeholders until its reply is here) take their place in the list at the seam, and enter,
 * on the change's clock (changeTime.ts). A finger may cross the seam either way as often as it likes: back
 * before it, the old cards are put back. `instant` (reduced motion) goes straight to the end. At rest no
 * inline style of it is left.
 */
export function createDomPlayer(pages: StripPages, instant: boolean): Player<StripChange> {
  return (change) => {
    const { play, direction, dragged } = change;
    const leaveMs = leaveTime(play, change.leaving);
    const list = pages.list();
    const leave = list ? domPieces(list, play, "leave", direction) : undefined;
    const inList = pageInList(pages);
    /** The enter of the page in the list (its placeholders' until it is here). */
    let enter: Half | undefined;
    const showNew = (html: SanitizedHtml) => {
      if (!list) return undefined;
      // A drag never scrolls the page: the visitor dragged where they are reading (behaviour.md 11).
      if (inList.show(html, !dragged)) enter = domPieces(list, play, "enter", direction);
      return enter;
    };
    const putBack = () => {
      inList.putBack();
      enter = undefined;
    };
    // A list that fades as one follows the finger, not strip.css's opacity transition a moment behind.
    const follows = dragged && play.motion.whole && list;
    if (follows) list.style.transition = "none";
    const drawing: PageChangeDrawing = {
      enterReady: () => true,
      draw(t, html) {
        if (t >= leaveMs && html !== undefined) return showNew(html)?.draw(t - leaveMs);
        putBack();
        leave?.draw(Math.min(t, leaveMs));
      },
      rest(at, html) {
        if (follows) list.style.removeProperty("transition");
        if (at === 1 && html !== undefined) {
          showNew(html)?.rest();
          return;
        }
        putBack();
        leave?.rest();
      },
    };
    return pageChangeClock(change, drawing, instant).playing;
  };
}
