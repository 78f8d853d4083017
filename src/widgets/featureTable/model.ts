/**
 * Which tier column of the feature table stands out. The column under the pointer wins, then the
 * column holding keyboard focus, then the one content marks as highlighted (behaviour.md 2).
 */
export type HighlightState = {
  readonly defaultColumn: number | null;
  readonly pointer: number | null;
  readonly focus: number | null;
};

export type HighlightEvent =
  | { type: "pointer"; column: number | null }
  | { type: "pointerLeave" }
  | { type: "focus"; column: number | null }
  | { type: "blur" };

export function initialHighlight(highlighted: readonly boolean[]): HighlightState {
  const index = highlighted.indexOf(true);
  return { defaultColumn: index === -1 ? null : index, pointer: null, focus: null };
}

export function updateHighlight(state: HighlightState, event: HighlightEvent): HighlightState {
  switch (event.type) {
    case "pointer":
      return { ...state, pointer: event.column };
    case "pointerLeave":
      return { ...state, pointer: null };
    case "focus":
      return { ...state, focus: event.column };
    case "blur":
      return { ...state, focus: null };
  }
}

export function highlightedColumn(state: HighlightState): number | null {
  return state.pointer ?? state.focus ?? state.defaultColumn;
}

/**
 * The scroll offset that brings a column into a scroller whose left part is covered by the sticky
 * feature-name column: the column right beside it, the next one peeking in to show there is more.
 * Unchanged when the column is already wholly in view.
 */
export function revealScrollLeft(
  column: { left: number; width: number },
  view: { scrollLeft: number; width: number; stickyWidth: number },
): number {
  const inView =
    column.left >= view.scrollLeft + view.stickyWidth &&
    column.left + column.width <= view.scrollLeft + view.width;
  return inView ? view.scrollLeft : Math.max(0, column.left - view.stickyWidth);
}
