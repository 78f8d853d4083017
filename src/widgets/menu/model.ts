import { type Timing, Z_CLOSING, Z_OPEN } from "./options.ts";

/** behaviour.md 4: a desktop sub-panel's states. */
export type Phase = "closed" | "opening" | "opened" | "closing";

export type Panel = {
  phase: Phase;
  /** Opened by a click or a key (the clicked marker): the pointer leaving does not close it. */
  clicked: boolean;
  /** When a hover opened it (ms), so that a click just after does not close it again. */
  hoveredAt: number | undefined;
  /**
   * Shown by focus or hover before the page woke and adopted open: its items stay the server's HTML,
   * where focus or the pointer is, until it next opens (rendering them would replace that HTML:
   * LazyLevel.tsx).
   */
  adopted?: true;
};

export type PanelEvent =
  | { type: "enter"; at: number }
  | { type: "leave" }
  | { type: "toggle"; at: number }
  | { type: "close" }
  /** The open delay has passed. */
  | { type: "openDelay"; at: number }
  /** The close delay has passed. */
  | { type: "closeDelay" }
  /** The open or close animation has ended. */
  | { type: "settle" }
  /** The page woke with the panel shown by focus (no-script CSS): it is open, nothing to animate. */
  | { type: "adopt" }
  /** The page woke with the panel shown under the pointer (no-script CSS): open as a hover opens it. */
  | { type: "adoptHover" };

/** What the adapter does with its one timer for this panel: keep it, cancel it, or replace it. */
export type TimerRequest = "keep" | "cancel" | { delay: number; event: PanelEvent };

export type Step = { panel: Panel; timer: TimerRequest };

export const closedPanel: Panel = { phase: "closed", clicked: false, hoveredAt: undefined };

const isOpen = (phase: Phase) => phase === "opening" || phase === "opened";

/**
 * One desktop sub-panel's state machine, pure: the next state and what to do with the panel's timer.
 * Hover items open on enter after the open delay and close after the close delay once left; every
 * item toggles on click or key; `hoverOnly: false` (a click-toggle item) ignores the pointer.
 */
export function stepPanel(panel: Panel, event: PanelEvent, timing: Timing, hover = true): Step {
  const opening = (at?: number, clicked = false): Step => ({
    panel: { phase: "opening", clicked, hoveredAt: at },
    timer: { delay: timing.duration, event: { type: "settle" } },
  });
  const closing = (): Step => ({
    panel: { phase: "closing", clicked: false, hoveredAt: undefined },
    timer: { delay: timing.duration, event: { type: "settle" } },
  });
  const same = (timer: TimerRequest): Step => ({ panel, timer });
  switch (event.type) {
    case "enter":
      if (!hover || panel.clicked) return same("keep");
      if (panel.phase === "opened") return same("cancel");
      // Back over a panel still opening: its close delay is dropped, its animation runs on.
      if (panel.phase === "opening") return same({ delay: timing.duration, event: { type: "settle" } });
      if (timing.openDelay > 0)
        return same({
          delay: timing.openDelay,
          event: { type: "openDelay", at: event.at + timing.openDelay },
        });
      return opening(event.at);
    case "openDelay":
      return panel.phase === "closed" || panel.phase === "closing" ? opening(event.at) : same("keep");
    case "leave":
      if (!hover || panel.clicked) return same("keep");
      if (!isOpen(panel.phase)) return same(panel.phase === "closed" ? "cancel" : "keep");
      if (timing.closeDelay === 0) return closing();
      return same({ delay: timing.closeDelay, event: { type: "closeDelay" } });
    case "closeDelay":
      return isOpen(panel.phase) && !panel.clicked ? closing() : same("keep");
    case "toggle": {
      if (!isOpen(panel.phase)) return opening(undefined, true);
      const justHovered = panel.hoveredAt !== undefined && event.at - panel.hoveredAt < timing.duration;
      // A click that lands just after a hover opened the panel keeps it open, now as clicked.
      if (justHovered) return { panel: { ...panel, clicked: true, hoveredAt: undefined }, timer: "keep" };
      return closing();
    }
    case "close":
      if (isOpen(panel.phase)) return closing();
      return same(panel.phase === "closed" ? "cancel" : "keep");
    case "adopt":
    case "adoptHover": {
      if (isOpen(panel.phase) || (event.type === "adoptHover" && !hover)) return same("keep");
      // By focus as a click opens it: the pointer leaving does not close it, focus moving on or a press
      // outside does. By hover as a hover does: the pointer leaving closes it after the close delay.
      const clicked = event.type === "adopt";
      return { panel: { phase: "opened", clicked, hoveredAt: undefined, adopted: true }, timer: "cancel" };
    }
    case "settle":
      if (panel.phase === "opening") return { panel: { ...panel, phase: "opened" }, timer: "cancel" };
      if (panel.phase === "closing") return { panel: closedPanel, timer: "cancel" };
      return same("keep");
  }
}

/** behaviour.md 9: the panel's layer by state; a closed panel is not shown at all. */
export function panelZIndex(phase: Phase): number | undefined {
  if (phase === "closing") return Z_CLOSING;
  return isOpen(phase) ? Z_OPEN : undefined;
}

export const isPanelOpen = (panel: Panel) => isOpen(panel.phase);

/** A panel's timer order: the adapter keeps one browser timer per panel and does as told. */
export type TimerOrder = { index: number; timer: TimerRequest };

/**
 * The desktop bar's panels, one state machine each (stepPanel), one open at a time: opening one
 * closes the others. Pure: events come in with their time, timer orders go out.
 */
export function createDesktopMenu(hover: readonly boolean[], timing: Timing) {
  let panels: readonly Panel[] = hover.map(() => closedPanel);

  function step(index: number, event: PanelEvent, orders: TimerOrder[]) {
    const panel = panels[index];
    if (!panel) return;
    const { panel: next, timer } = stepPanel(panel, event, timing, hover[index]);
    orders.push({ index, timer });
    if (next === panel) return;
    panels = panels.map((p, i) => (i === index ? next : p));
    if (next.phase === "opening" && panel.phase !== "opening")
      for (const i of panels.keys()) if (i !== index) step(i, { type: "close" }, orders);
  }

  return {
    panels: () => panels,
    isOpen: (index: number) => !!panels[index] && isPanelOpen(panels[index]),
    /** The panel at `index` takes the event; returns what to do with each panel's timer. */
    send(index: number, event: PanelEvent): TimerOrder[] {
      const orders: TimerOrder[] = [];
      step(index, event, orders);
      return orders;
    },
    closeAll(): TimerOrder[] {
      const orders: TimerOrder[] = [];
      for (const i of panels.keys()) step(i, { type: "close" }, orders);
      return orders;
    },
  };
}
