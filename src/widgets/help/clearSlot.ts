/** SPEC.md 9: floating buttons stack 85 px apart above the first one's 15 px bottom offset. */
export const SLOT_STEP = 85;

/** What a press at a point would reach if the help button were not there. */
const PRESSABLE =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [role="tab"]';

export interface Circle {
  x: number;
  y: number;
  r: number;
}

/** Points 12 px apart across the circle and eight on its rim: no control's edge fits between them. */
function samples({ x, y, r }: Circle) {
  const points: { x: number; y: number }[] = [];
  for (let dx = -24; dx <= 24; dx += 12) {
    for (let dy = -24; dy <= 24; dy += 12) {
      if (Math.hypot(dx, dy) < r - 1) points.push({ x: x + dx, y: y + dy });
    }
  }
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    points.push({ x: x + (r - 2) * Math.cos(a), y: y + (r - 2) * Math.sin(a) });
  }
  return points;
}

/**
 * The lowest slot of the stack, counting from the button's own (0), where the button would cover
 * nothing a visitor could press; slots stay below the viewport's top third. When none is clear the
 * button stays on its own slot.
 *
 * `pressableAt` says whether a press at a viewport point would reach a control, the button aside.
 */
export function lowestClearSlot(
  rest: Circle,
  viewportHeight: number,
  pressableAt: (x: number, y: number) => boolean,
): number {
  for (let slot = 0; ; slot++) {
    const circle = { ...rest, y: rest.y - slot * SLOT_STEP };
    if (circle.y - circle.r < viewportHeight / 3) return 0;
    if (!samples(circle).some((p) => pressableAt(p.x, p.y))) return slot;
  }
}

/** `pressableAt` for the live page: the topmost element at the point that is not the help's own. */
export function pressableInDocument(own: (el: Element) => boolean) {
  return (x: number, y: number) => {
    const top = document.elementsFromPoint(x, y).find((el) => !own(el));
    return !!top?.closest(PRESSABLE);
  };
}
