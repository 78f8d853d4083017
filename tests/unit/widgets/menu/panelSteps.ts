import {
  closedPanel,
  type Panel,
  type PanelEvent,
  type Step,
  stepPanel,
} from "../../../../src/widgets/menu/model.ts";
import type { Timing } from "../../../../src/widgets/menu/options.ts";

/** The desktop panel model's tests' common ground: the default timing and ways to run events. */
export const timing: Timing = { duration: 500, openDelay: 0, closeDelay: 500 };
export const settle = { delay: 500, event: { type: "settle" } };

/** Runs events in order from a panel, returning every step. */
export function run(events: PanelEvent[], from: Panel = closedPanel, t = timing, hover = true): Step[] {
  const steps: Step[] = [];
  let panel = from;
  for (const event of events) {
    const step = stepPanel(panel, event, t, hover);
    steps.push(step);
    panel = step.panel;
  }
  return steps;
}
export const last = (steps: Step[]) => steps.at(-1)!;
export const opened: Panel = { phase: "opened", clicked: false, hoveredAt: 0 };
export const clickedOpen: Panel = { phase: "opened", clicked: true, hoveredAt: undefined };
