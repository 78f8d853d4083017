import type { EarlyIsland } from "./earlyControl.ts";
import { createHeldPresses } from "./earlyHeld.ts";
import { listenForEarlyPresses } from "./earlyListeners.ts";
import { type Busy, createReplays } from "./earlyReplay.ts";
import { createEmitter } from "./emitter.ts";

export type { Busy } from "./earlyReplay.ts";

export type EarlyPresses = ReturnType<typeof createEarlyPresses>;

/**
 * The early event contract (docs/architecture.md, "Waking the page"). The page paints before its code
 * runs; from `start` on, a press, key or swipe on a dormant island is held (earlyListeners.ts): its
 * default action and every handler miss it. It waits until the island's widget says it is ready
 * (`ready`, from its adapter once its model exists), and is then replayed on the same control, once,
 * after the widget has let the one before it through, so presses add up as awake ones do. An island
 * whose code never comes, or whose widget fails, is let go (`release`): its held presses take their
 * default action. One is made, by the page's first script (app/boot.ts).
 */
export function createEarlyPresses(islands: readonly EarlyIsland[]) {
  const dormant = new Set(islands.map((i) => i.name));
  const held = createHeldPresses();
  const presses = createEmitter<{ press: string }>();
  const listening = new AbortController();
  const replays = createReplays(held, (island) => dormant.has(island), woke);

  const dormantIsland = (element: Element) =>
    islands.find((i) => dormant.has(i.name) && element.closest(i.root));

  function hold(control: HTMLElement) {
    const island = dormantIsland(control);
    if (!island) return;
    held.add(island.name, control);
    presses.emit("press", island.name);
  }

  /** No longer dormant: once none is, nothing more is held and the listeners go. */
  function woke(island: string) {
    dormant.delete(island);
    if (dormant.size === 0) listening.abort();
  }

  function release(island: string): void {
    if (!dormant.has(island)) return;
    woke(island);
    for (const h of held.of(island)) {
      held.take(h);
      if (h.control.isConnected) h.control.click();
    }
  }

  return {
    /** Starts holding, with the presses the head's inline hold took before (earlyHoldScript.ts) first. */
    start(preBoot: readonly HTMLElement[]): void {
      listenForEarlyPresses({
        dormantIsland,
        // The second click of a double click on the control just held: awake, it would land while the
        // first press's change runs, and be ignored. Every other press counts, as it would once awake.
        askedAgain: (control, event) => event.detail > 1 && held.lastControl() === control,
        replaying: replays.replaying,
        hold,
        signal: listening.signal,
      });
      for (const control of preBoot) hold(control);
    },
    /** Whether presses on `island` are held until its widget says it is ready. */
    holds: (island: string) => islands.some((i) => i.name === island),
    /** The islands with presses waiting, first pressed first: they wake before the others. */
    pressed: held.islands,
    /** Runs `fn` with an island's name whenever a press on it is held; returns the unsubscribe. */
    onPress: (fn: (island: string) => void) => presses.on("press", fn),
    /**
     * The island's widget is ready for presses (its model exists): its held presses are replayed in
     * order, the first in a microtask (outside the React effect that says so), each later one once
     * `busy()` is false. Presses made meanwhile are held too, until the last replayed change has ended:
     * awake, the first would have played earlier and these come after it. Returns the undo, for the
     * widget's cleanup.
     */
    ready: (island: string, busy: Busy = () => false): (() => void) => replays.ready(island, busy),
    /** The island's code will not come, or its widget failed: its held presses take their default action. */
    release,
    /** The page's code will not come: every island is let go. */
    releaseEvery: () => {
      for (const name of [...dormant]) release(name);
    },
  };
}
