import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  useCallback,
  useEffect,
} from "react";
import { useListener } from "../../platform/useListener.ts";
import { handleDesktopKey } from "./desktopKeys.ts";
import type { Timing } from "./options.ts";
import { useDesktopPanels } from "./useDesktopPanels.ts";
import { usePanelPlaces } from "./usePanelPlaces.ts";

type Params = {
  /** Per top-level item: whether it has a panel that opens on hover (false: on click only). */
  hover: readonly boolean[];
  timing: Timing;
  margin: number;
  /** Off while the side menu is in use: the panels then stay closed. */
  enabled: boolean;
};

type PointerLike = { pointerType: string };

/**
 * The desktop sub-panels: their model and timers, where they sit, and the props that drive them from
 * hover, clicks, keys and a press outside the bar.
 */
export function useDesktopMenu(
  bar: RefObject<HTMLElement | null>,
  { hover, timing, margin, enabled }: Params,
) {
  const { panels, send, closeAll, isOpen } = useDesktopPanels(hover, timing, enabled);
  const places = usePanelPlaces(bar, panels, margin);
  useListener(
    "document",
    "pointerdown",
    (event) => {
      if (!bar.current?.contains(event.target as Node)) closeAll();
    },
    enabled,
  );

  const toggle = (index: number) => send(index, { type: "toggle", at: Date.now() });
  const adopt = useCallback((index: number) => send(index, { type: "adopt" }), [send]);
  const adoptHovered = useCallback((index: number) => send(index, { type: "adoptHover" }), [send]);
  const itemProps = (index: number) => ({
    onPointerEnter: (e: PointerLike) => {
      if (enabled && e.pointerType === "mouse") send(index, { type: "enter", at: Date.now() });
    },
    onPointerLeave: (e: PointerLike) => {
      if (enabled && e.pointerType === "mouse") send(index, { type: "leave" });
    },
    // Focus moving on past the item (Tab from its last link) closes its panel.
    onBlur: (e: FocusEvent<HTMLElement>) => {
      const to = e.relatedTarget;
      if (enabled && to && !e.currentTarget.contains(to)) send(index, { type: "close" });
    },
  });
  // A panel adopted under the pointer keeps its items' served HTML (LazyLevel.tsx), and React dispatches
  // no pointer event whose target is HTML it has not hydrated: the pointer leaving from one of those
  // items would never close the panel. Until it next opens, its item's own enter and leave say it (as
  // React's would: one more of either changes nothing).
  const hoverAdopted = panels.findIndex((p) => p.adopted && !p.clicked);
  useEffect(() => {
    const item = bar.current?.querySelector<HTMLElement>(`[data-menu-top="${hoverAdopted}"]`);
    if (hoverAdopted < 0 || !item || !enabled) return;
    const enter = (e: PointerEvent) => {
      if (e.pointerType === "mouse") send(hoverAdopted, { type: "enter", at: Date.now() });
    };
    const leave = (e: PointerEvent) => {
      if (e.pointerType === "mouse") send(hoverAdopted, { type: "leave" });
    };
    item.addEventListener("pointerenter", enter);
    item.addEventListener("pointerleave", leave);
    return () => {
      item.removeEventListener("pointerenter", enter);
      item.removeEventListener("pointerleave", leave);
    };
  }, [bar, hoverAdopted, enabled, send]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!enabled) return;
    handleDesktopKey(event, bar.current, { isOpen, open: toggle, close: (i) => send(i, { type: "close" }) });
  };

  // A chosen item of a drop-down takes the visitor to its section: the drop-down goes.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest("[data-menu-panel] a")) closeAll();
  };

  return { panels, places, itemProps, toggle, adopt, adoptHovered, onKeyDown, onClick };
}
