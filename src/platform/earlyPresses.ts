import type { EarlyIsland } from "./earlyControl.ts";
import { listenForEarlyPresses } from "./earlyListeners.ts";
import { createEmitter } from "./emitter.ts";
import { showHeld, unshowHeld } from "./heldSign.ts";

/** `expanded`: what a disclosure said as it was pressed (its aria-expanded); the press asks for the other. */
type Held = { island: string; control: HTMLElement; key: string | null; expanded: string | null };
/** Whether the widget would turn a press away now: true while the change its last press started runs. */
export type Busy = () => boolean;

/**
 * The control a held press now lands on: the same element, or the one that took its place. None when a
 * disclosure woke showing what the press asked for (the menu adopts a panel shown by focus): it is done.
 */
function current({ control, key, expanded }: Held) {
  const now =
    control.isConnected || !key
      ? control
      : document.querySelector<HTMLElement>(`[data-early-press="${CSS.escape(key)}"]`);
  const shows = now?.getAttribute("aria-expanded");
  return expanded && shows && shows !== expanded ? null : now;
}

/** Resolves in the first frame in which `waits()` is false: at once (a microtask) when it is already. */
const until = (waits: () => boolean) =>
  new Promise<void>((resolve) => {
    const check = () => (waits() ? requestAnimationFrame(check) : resolve());
    check();
  });

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
  const queue: Held[] = [];
  const presses = createEmitter<{ press: string }>();
  const gates = new Map<string, Busy>();
  const waking = new Set<string>();
  const listening = new AbortController();
  let replaying = false;

  const dormantIsland = (element: Element) =>
    islands.find((i) => dormant.has(i.name) && element.closest(i.root));
  const mine = (island: string) => queue.filter((h) => h.island === island);

  function hold(control: HTMLElement) {
    const island = dormantIsland(control);
    if (!island) return;
    showHeld(control);
    const key = control.getAttribute("data-early-press");
    queue.push({ island: island.name, control, key, expanded: control.getAttribute("aria-expanded") });
    presses.emit("press", island.name);
  }

  /** No longer dormant: once none is, nothing more is held and the listeners go. */
  function woke(island: string) {
    waking.delete(island);
    dormant.delete(island);
    if (dormant.size === 0) listening.abort();
  }

  async function replay(island: string) {
    // Until the widget lets a press through: while its change runs, or while it is not ready (a model
    // remade); a release ends the wait.
    const letThrough = () => until(() => dormant.has(island) && (gates.get(island)?.() ?? true));
    for (let h = mine(island)[0]; h; h = mine(island)[0]) {
      await letThrough();
      if (!queue.includes(h)) break; // released meanwhile: it took its default action
      queue.splice(queue.indexOf(h), 1);
      unshowHeld(h.control);
      const control = current(h);
      replaying = true;
      try {
        control?.click();
      } finally {
        replaying = false;
      }
      await letThrough();
    }
    woke(island);
  }

  function release(island: string): void {
    if (!dormant.has(island)) return;
    woke(island);
    for (const h of mine(island)) {
      queue.splice(queue.indexOf(h), 1);
      unshowHeld(h.control);
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
        askedAgain: (control, event) => event.detail > 1 && queue.at(-1)?.control === control,
        replaying: () => replaying,
        hold,
        signal: listening.signal,
      });
      for (const control of preBoot) hold(control);
    },
    /** Whether presses on `island` are held until its widget says it is ready. */
    holds: (island: string) => islands.some((i) => i.name === island),
    /** The islands with presses waiting, first pressed first: they wake before the others. */
    pressed: (): string[] => [...new Set(queue.map((h) => h.island))],
    /** Runs `fn` with an island's name whenever a press on it is held; returns the unsubscribe. */
    onPress: (fn: (island: string) => void) => presses.on("press", fn),
    /**
     * The island's widget is ready for presses (its model exists): its held presses are replayed in
     * order, the first in a microtask (outside the React effect that says so), each later one once
     * `busy()` is false. Presses made meanwhile are held too, until the last replayed change has ended:
     * awake, the first would have played earlier and these come after it. Returns the undo, for the
     * widget's cleanup.
     */
    ready(island: string, busy: Busy = () => false): () => void {
      gates.set(island, busy);
      if (dormant.has(island) && !waking.has(island)) {
        waking.add(island);
        void replay(island);
      }
      return () => {
        if (gates.get(island) === busy) gates.delete(island);
      };
    },
    /** The island's code will not come, or its widget failed: its held presses take their default action. */
    release,
    /** The page's code will not come: every island is let go. */
    releaseEvery: () => {
      for (const name of [...dormant]) release(name);
    },
  };
}
