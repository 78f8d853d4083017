import { showHeld, unshowHeld } from "./heldSign.ts";

/** `expanded`: what a disclosure said as it was pressed (its aria-expanded); the press asks for the other. */
export type Held = { island: string; control: HTMLElement; key: string | null; expanded: string | null };

/**
 * The control a held press now lands on: the same element, or the one that took its place. None when a
 * disclosure woke showing what the press asked for (the menu adopts a panel shown by focus): it is done.
 */
export function landsOn({ control, key, expanded }: Held): HTMLElement | null {
  const now =
    control.isConnected || !key
      ? control
      : document.querySelector<HTMLElement>(`[data-early-press="${CSS.escape(key)}"]`);
  const shows = now?.getAttribute("aria-expanded");
  return expanded && shows && shows !== expanded ? null : now;
}

/** The presses held on dormant islands (earlyPresses.ts), first pressed first, each shown as held until taken. */
export function createHeldPresses() {
  const queue: Held[] = [];
  return {
    add(island: string, control: HTMLElement) {
      showHeld(control);
      const key = control.getAttribute("data-early-press");
      queue.push({ island, control, key, expanded: control.getAttribute("aria-expanded") });
    },
    /** The presses held on `island`, in order. */
    of: (island: string) => queue.filter((h) => h.island === island),
    /** False once `held` was taken: replayed, or released. */
    has: (held: Held) => queue.includes(held),
    /** Out of the queue, and no longer shown as held. */
    take(held: Held) {
      queue.splice(queue.indexOf(held), 1);
      unshowHeld(held.control);
    },
    lastControl: () => queue.at(-1)?.control,
    /** The islands with presses waiting, first pressed first. */
    islands: (): string[] => [...new Set(queue.map((h) => h.island))],
  };
}

export type HeldPresses = ReturnType<typeof createHeldPresses>;
