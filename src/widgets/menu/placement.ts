/** A panel's offset from under its item (px, to the right) and whether it flipped to the left. */
export type PanelPlace = { shift: number; flip: boolean };
export const unmoved: PanelPlace = { shift: 0, flip: false };

/** Where a panel lands along one axis of the viewport: its start edge, and whether it flipped. */
export type Placement = { start: number; flip: boolean };

/**
 * Places a panel `size` px long along one axis of a viewport `viewport` px long, `margin` px inside
 * either edge. It runs on from `start` (a dropdown from its item's left edge, a nested panel from its
 * parent's right edge). When it is longer than the room on that side and the other side has more, it
 * flips to end at `flipEnd` instead (the item's right edge, the parent's left edge). Whatever still
 * sticks out is shifted back in; a panel longer than the viewport keeps its start at the margin.
 */
export function placePanel(p: {
  start: number;
  flipEnd: number;
  size: number;
  viewport: number;
  margin: number;
}): Placement {
  const roomOn = p.viewport - p.margin - p.start;
  const roomBack = p.flipEnd - p.margin;
  const flip = p.size > roomOn && roomBack > roomOn;
  const start = flip ? p.flipEnd - p.size : p.start;
  return { start: Math.max(p.margin, Math.min(start, p.viewport - p.margin - p.size)), flip };
}

/** behaviour.md 4: the top-fixed menu is fixed once the page has scrolled past its original offset. */
export const isTopFixed = (scrollY: number, offset: number) => scrollY > offset;
