import { type RefObject, useLayoutEffect, useState } from "react";
import type { Panel } from "./model.ts";
import { type PanelPlace, placePanel, unmoved } from "./placement.ts";

/**
 * Where each opening panel sits: inside the viewport, `margin` px from either edge, shifted, or
 * flipped to end at its item's right edge when it is wider than the room to the right of the item.
 * Measured before paint, so a panel never shows outside the viewport.
 */
export function usePanelPlaces(
  root: RefObject<HTMLElement | null>,
  panels: readonly Panel[],
  margin: number,
) {
  const [places, setPlaces] = useState<readonly PanelPlace[]>(() => panels.map(() => unmoved));
  useLayoutEffect(() => {
    const elements = root.current?.querySelectorAll<HTMLElement>("[data-menu-panel]") ?? [];
    const viewport = document.documentElement.clientWidth;
    let next = places;
    for (const el of elements) {
      const index = Number(el.dataset.menuPanel);
      if (panels[index]?.phase !== "opening" || !el.parentElement) continue;
      const item = el.parentElement.getBoundingClientRect();
      const size = el.getBoundingClientRect().width;
      const { start, flip } = placePanel({ start: item.left, flipEnd: item.right, size, viewport, margin });
      const shift = start - item.left;
      if (shift === places[index]?.shift && flip === places[index]?.flip) continue;
      if (next === places) next = places.slice();
      (next as PanelPlace[])[index] = { shift, flip };
    }
    if (next !== places) setPlaces(next);
  }, [root, panels, places, margin]);
  return places;
}
