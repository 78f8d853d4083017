import { playOrder, STRIP_MOTION, type StripAnimationName, type StripPlay } from "./animations.ts";
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
  /** Puts piece `i` (in play order) at eased progress `p`. */
  const put = (i: number, p: number) => {
    const piece = pieces[i];
    if (piece) Object.assign(piece.el.style, piece.place(p));
  };
  return {
    count: pieces.length,
    put,
    draw(elapsed: number) {
      pieces.forEach((_, i) => {
        const local =
          motion.duration > 0
            ? Math.min(1, Math.max(0, (elapsed - i * motion.stagger) / motion.duration))
            : 1;
        put(i, phase === "leave" ? ease.fn(local) : 1 - ease.fn(local));
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
