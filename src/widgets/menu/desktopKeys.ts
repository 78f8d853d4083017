import type { KeyboardEvent } from "react";
import { flushSync } from "react-dom";

const ITEM_KEYS = ["ArrowRight", "ArrowLeft", "Home", "End"];
const PANEL_KEYS = ["ArrowDown", "ArrowUp", "Home", "End"];

const within = (root: Element | null | undefined, selector: string) => [
  ...(root?.querySelectorAll<HTMLElement>(selector) ?? []),
];

/** The element a key moves focus to in `list` from `current`, wrapping round; none if `current` is not in it. */
export function nextInList<T>(list: readonly T[], current: T, key: string): T | undefined {
  const at = list.indexOf(current);
  if (at < 0) return undefined;
  const forward = key === "ArrowDown" || key === "ArrowRight";
  const next = key === "Home" ? 0 : key === "End" ? list.length - 1 : at + (forward ? 1 : -1);
  return list[(next + list.length) % list.length];
}

function moveFocus(list: HTMLElement[], current: HTMLElement, key: string): boolean {
  const target = nextInList(list, current, key);
  target?.focus({ preventScroll: true }); // the bar is in the sticky header: always in view
  return !!target;
}

type Panels = {
  isOpen: (index: number) => boolean;
  close: (index: number) => void;
  open: (index: number) => void;
};

/**
 * The desktop bar's keys (the WAI-ARIA disclosure navigation menu): arrows and Home/End move along the
 * top items and inside a panel, ArrowDown on a toggle opens its panel at its first link, Escape closes
 * the panel and returns to its toggle.
 */
export function handleDesktopKey(event: KeyboardEvent<HTMLElement>, bar: HTMLElement | null, panels: Panels) {
  const target = event.target as HTMLElement;
  const item = target.closest<HTMLElement>("[data-menu-top]");
  const index = Number(item?.dataset.menuTop);
  const panel = item?.querySelector<HTMLElement>("[data-menu-panel]");
  const inPanel = !!panel?.contains(target);
  const toggle = item?.querySelector<HTMLElement>("[data-menu-toggle]");
  let handled = false;
  if (event.key === "Escape" && item && panels.isOpen(index)) {
    panels.close(index);
    toggle?.focus({ preventScroll: true });
    handled = true;
  } else if (inPanel && PANEL_KEYS.includes(event.key)) {
    handled = moveFocus(within(panel, "a"), target, event.key);
  } else if (!inPanel && event.key === "ArrowDown" && target === toggle && panel) {
    if (!panels.isOpen(index)) flushSync(() => panels.open(index));
    within(panel, "a")[0]?.focus({ preventScroll: true });
    handled = true;
  } else if (!inPanel && ITEM_KEYS.includes(event.key)) {
    handled = moveFocus(within(bar, "[data-menu-top] > .menu__row > *"), target, event.key);
  }
  if (handled) event.preventDefault();
}
