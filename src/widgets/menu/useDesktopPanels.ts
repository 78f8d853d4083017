import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { createDesktopMenu, type PanelEvent, type TimerOrder } from "./model.ts";
import type { Timing } from "./options.ts";

/**
 * The desktop panels' model (createDesktopMenu) and its timers: one browser timer per panel for the
 * hover delays and the animations, as the model orders. Every panel closes while `enabled` is off
 * (the side menu is in use) and every timer stops on unmount.
 */
export function useDesktopPanels(hover: readonly boolean[], timing: Timing, enabled: boolean) {
  const menu = useMemo(() => createDesktopMenu(hover, timing), [hover, timing]);
  const [panels, setPanels] = useState(menu.panels);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>()).current;

  const obey = useCallback(
    function obey(orders: TimerOrder[]) {
      for (const { index, timer } of orders) {
        if (timer === "keep") continue;
        clearTimeout(timers.get(index));
        timers.delete(index);
        if (timer === "cancel") continue;
        // The model stamps a delayed open with the time it is due, for the click-after-hover grace.
        timers.set(
          index,
          setTimeout(() => obey(menu.send(index, timer.event)), timer.delay),
        );
      }
      setPanels(menu.panels());
    },
    [menu, timers],
  );

  const send = useCallback((index: number, event: PanelEvent) => obey(menu.send(index, event)), [menu, obey]);
  const closeAll = useCallback(() => obey(menu.closeAll()), [menu, obey]);

  useEffect(() => {
    if (!enabled) closeAll();
  }, [enabled, closeAll]);

  useEffect(
    () => () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
    [timers],
  );

  return { panels, send, closeAll, isOpen: menu.isOpen };
}
