import { type HeldPresses, landsOn } from "./earlyHeld.ts";

/** Whether the widget would turn a press away now: true while the change its last press started runs. */
export type Busy = () => boolean;

/** Resolves in the first frame in which `waits()` is false: at once (a microtask) when it is already. */
const until = (waits: () => boolean) =>
  new Promise<void>((resolve) => {
    const check = () => (waits() ? requestAnimationFrame(check) : resolve());
    check();
  });

/**
 * Replaying held presses (earlyPresses.ts) once an island's widget is ready: each on the control it lands
 * on, once, after the widget has let the one before it through. `dormant` is false once an island is let
 * go; `woke` is told when an island's last held press has been replayed.
 */
export function createReplays(
  held: HeldPresses,
  dormant: (island: string) => boolean,
  woke: (island: string) => void,
) {
  const gates = new Map<string, Busy>();
  const waking = new Set<string>();
  let replaying = false;

  /** The held press carried out: `replaying` tells the listeners this click is not a new one to hold. */
  function carryOut(control: HTMLElement | null) {
    replaying = true;
    try {
      control?.click();
    } finally {
      replaying = false;
    }
  }

  async function replay(island: string) {
    // Until the widget lets a press through: while its change runs, or while it is not ready (a model
    // remade); a release ends the wait.
    const letThrough = () => until(() => dormant(island) && (gates.get(island)?.() ?? true));
    for (let h = held.of(island)[0]; h; h = held.of(island)[0]) {
      await letThrough();
      if (!held.has(h)) break; // released meanwhile: it took its default action
      held.take(h);
      carryOut(landsOn(h));
      await letThrough();
    }
    waking.delete(island);
    woke(island);
  }

  return {
    replaying: () => replaying,
    /** See EarlyPresses.ready. */
    ready(island: string, busy: Busy): () => void {
      gates.set(island, busy);
      if (dormant(island) && !waking.has(island)) {
        waking.add(island);
        void replay(island);
      }
      return () => {
        if (gates.get(island) === busy) gates.delete(island);
      };
    },
  };
}
