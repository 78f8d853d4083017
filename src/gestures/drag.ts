import type { Release } from "../platform/dragRule.ts";

export type { Release } from "../platform/dragRule.ts";

/**
 * What a widget does with a horizontal drag (behaviour.md 11; the rule is platform/dragRule.ts). `start`
 * is asked once the finger has gone DRAG_START px sideways: true means the widget follows it (`move` for
 * every later position, then `end` once), false leaves the drag a plain swipe (the handlers' `swipe` at
 * release, if it completes). A pinch is never a drag: its `start` is never asked.
 */
export type DragHandlers = {
  start(): boolean;
  /** px from where the finger went down (negative: left); it may cross 0 into the other direction. */
  move(dx: number): void;
  /** The finger let go (`completes` by behaviour.md 11's distance or flick), or the drag was taken back. */
  end(release: Release): void;
};
