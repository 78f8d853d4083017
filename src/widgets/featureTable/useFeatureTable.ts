import {
  type FocusEvent,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useReducer,
  useRef,
  useState,
} from "react";
import { useListener } from "../../platform/useListener.ts";
import { highlightedColumn, initialHighlight, revealScrollLeft, updateHighlight } from "./model.ts";

/** The tier column a cell belongs to, from its data-column attribute; null outside the tier columns. */
function columnOf(target: EventTarget | null): number | null {
  const cell = target instanceof Element ? target.closest("[data-column]") : null;
  return cell ? Number(cell.getAttribute("data-column")) : null;
}

/**
 * The bridge between the highlight model and the table: pointer, touch and focus events in, the highlighted
 * column out; and on narrow screens, whether the table scrolls sideways, with the highlighted column
 * brought into view once at start.
 */
export function useFeatureTable(highlighted: readonly boolean[]) {
  const [state, dispatch] = useReducer(updateHighlight, highlighted, initialHighlight);
  const scrollerRef = useRef<HTMLElement>(null);
  const [overflowing, setOverflowing] = useState<boolean | undefined>(undefined);
  const defaultColumn = state.defaultColumn;

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    let revealed = false;
    const measure = () => {
      const over = scroller.scrollWidth > scroller.clientWidth + 1;
      setOverflowing(over);
      if (!over || revealed || defaultColumn === null) return;
      revealed = true;
      const cell = scroller.querySelector<HTMLElement>(`thead [data-column="${defaultColumn}"]`);
      const sticky = scroller.querySelector<HTMLElement>("thead td");
      if (!cell) return;
      scroller.scrollLeft = revealScrollLeft(
        { left: cell.offsetLeft, width: cell.offsetWidth },
        {
          scrollLeft: scroller.scrollLeft,
          width: scroller.clientWidth,
          stickyWidth: sticky?.offsetWidth ?? 0,
        },
      );
    };
    // Measured at once too, not only at the observer's first call (a frame later): the highlighted
    // column is in view by the time the page says it has hydrated.
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [defaultColumn]);

  // A tap outside the table is touch's leaving it (behaviour.md 2): the default column comes back.
  const tapOutside = (e: PointerEvent) => {
    const inside = e.target instanceof Node && scrollerRef.current?.contains(e.target);
    if (e.pointerType === "touch" && !inside) dispatch({ type: "pointerLeave" });
  };
  useListener("document", "pointerdown", tapOutside, true, { passive: true });

  return {
    column: highlightedColumn(state),
    overflowing,
    scrollerRef,
    tableProps: {
      onPointerOver: (e: ReactPointerEvent) => dispatch({ type: "pointer", column: columnOf(e.target) }),
      // A finger that lifts leaves its column highlighted: a tap is touch's hover, kept until a tap elsewhere.
      onPointerLeave: (e: ReactPointerEvent) => {
        if (e.pointerType !== "touch") dispatch({ type: "pointerLeave" });
      },
      onFocus: (e: FocusEvent) => dispatch({ type: "focus", column: columnOf(e.target) }),
      onBlur: (e: FocusEvent) => {
        if (!e.currentTarget.contains(e.relatedTarget)) dispatch({ type: "blur" });
      },
    },
  };
}
