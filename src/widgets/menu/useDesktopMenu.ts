import {
  type FocusEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { flushSync } from "react-dom";
import { closedPanel, isPanelOpen, type Panel, type PanelEvent, placePanel, stepPanel } from "./model.ts";
import type { Timing } from "./options.ts";

/** A panel's offset from under its item (px, to the right) and whether it flipped to the left. */
export type PanelPlace = { shift: number; flip: boolean };
const unmoved: PanelPlace = { shift: 0, flip: false };

type Params = {
  /** Per top-level item: whether it has a panel that opens on hover (false: on click only). */
  hover: readonly boolean[];
  timing: Timing;
  margin: number;
  /** Off while the side menu is in use: the panels then stay closed. */
  enabled: boolean;
};

const focusables = (root: Element | null | undefined, selector: string) => [
  ...(root?.querySelectorAll<HTMLElement>(selector) ?? []),
];

function moveFocus(list: HTMLElement[], current: Element | null, key: string): boolean {
  const at = list.indexOf(current as HTMLElement);
  const next =
    key === "Home"
      ? 0
      : key === "End"
        ? list.length - 1
        : at + (key === "ArrowDown" || key === "ArrowRight" ? 1 : -1);
  const target = list[(next + list.length) % list.length];
  if (!target || at < 0) return false;
  target.focus({ preventScroll: true }); // the bar is in the sticky header: always in view
  return true;
}

/**
 * The desktop sub-panels: one state machine (model.ts) per top-level item, driven by hover, clicks,
 * keys and outside clicks, with one browser timer each for the delays and animations.
 */
export function useDesktopMenu({ hover, timing, margin, enabled }: Params) {
  const root = useRef<HTMLElement>(null);
  const state = useRef<Panel[]>(hover.map(() => closedPanel));
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const [panels, setPanels] = useState<Panel[]>(state.current);
  const [places, setPlaces] = useState<PanelPlace[]>(() => hover.map(() => unmoved));

  const dispatch = useCallback(
    (index: number, event: PanelEvent) => {
      const panel = state.current[index];
      if (!panel) return;
      const { panel: next, timer } = stepPanel(panel, event, timing, hover[index]);
      if (timer !== "keep") {
        clearTimeout(timers.current.get(index));
        timers.current.delete(index);
      }
      if (typeof timer === "object") {
        const at = Date.now() + timer.delay;
        const withTime = "at" in timer.event ? { ...timer.event, at } : timer.event;
        timers.current.set(
          index,
          setTimeout(() => dispatch(index, withTime), timer.delay),
        );
      }
      if (next === panel) return;
      const all = state.current.slice();
      all[index] = next;
      state.current = all;
      setPanels(all);
      // One panel at a time: opening one closes the others.
      if (next.phase === "opening" && panel.phase !== "opening") {
        all.forEach((_, i) => {
          if (i !== index) dispatch(i, { type: "close" });
        });
      }
    },
    [hover, timing],
  );

  const closeAll = useCallback(() => {
    for (const i of state.current.keys()) dispatch(i, { type: "close" });
  }, [dispatch]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  useEffect(() => {
    if (!enabled) {
      closeAll();
      return;
    }
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) closeAll();
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [enabled, closeAll]);

  // Place an opening panel inside the viewport, margin px from either edge: shifted, or flipped to
  // end at its item's right edge when it is wider than the room to the right of the item.
  useLayoutEffect(() => {
    const items = root.current?.querySelectorAll<HTMLElement>("[data-menu-panel]");
    if (!items) return;
    let changed = false;
    const next = places.slice();
    items.forEach((el) => {
      const index = Number(el.dataset.menuPanel);
      if (panels[index]?.phase !== "opening" || !el.parentElement) return;
      const item = el.parentElement.getBoundingClientRect();
      const { start, flip } = placePanel({
        start: item.left,
        flipEnd: item.right,
        size: el.getBoundingClientRect().width,
        viewport: document.documentElement.clientWidth,
        margin,
      });
      const place = { shift: start - item.left, flip };
      if (place.shift !== places[index]?.shift || flip !== places[index]?.flip) {
        next[index] = place;
        changed = true;
      }
    });
    if (changed) setPlaces(next);
  }, [panels, places, margin]);

  const itemProps = (index: number) => ({
    onPointerEnter: (e: { pointerType: string }) => {
      if (enabled && e.pointerType === "mouse") dispatch(index, { type: "enter", at: Date.now() });
    },
    onPointerLeave: (e: { pointerType: string }) => {
      if (enabled && e.pointerType === "mouse") dispatch(index, { type: "leave" });
    },
    // Focus moving on past the item (Tab from its last link) closes its panel.
    onBlur: (e: FocusEvent<HTMLElement>) => {
      const to = e.relatedTarget;
      if (enabled && to && !e.currentTarget.contains(to)) dispatch(index, { type: "close" });
    },
  });

  const toggle = (index: number) => dispatch(index, { type: "toggle", at: Date.now() });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!enabled) return;
    const target = event.target as HTMLElement;
    const item = target.closest<HTMLElement>("[data-menu-top]");
    const index = Number(item?.dataset.menuTop);
    const panelEl = item?.querySelector<HTMLElement>("[data-menu-panel]");
    const inPanel = !!panelEl?.contains(target);
    const button = item?.querySelector<HTMLElement>("[data-menu-toggle]");
    let handled = false;
    if (event.key === "Escape" && item && state.current[index] && isPanelOpen(state.current[index])) {
      dispatch(index, { type: "close" });
      button?.focus({ preventScroll: true });
      handled = true;
    } else if (inPanel && ["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) {
      handled = moveFocus(focusables(panelEl, "a"), target, event.key);
    } else if (!inPanel && event.key === "ArrowDown" && target === button && panelEl) {
      if (!isPanelOpen(state.current[index] ?? closedPanel)) flushSync(() => toggle(index));
      focusables(panelEl, "a")[0]?.focus({ preventScroll: true });
      handled = true;
    } else if (!inPanel && ["ArrowRight", "ArrowLeft", "Home", "End"].includes(event.key)) {
      handled = moveFocus(focusables(root.current, "[data-menu-top] > .menu__row > *"), target, event.key);
    }
    if (handled) event.preventDefault();
  };

  return { root, panels, places, itemProps, toggle, onKeyDown, closeAll };
}
