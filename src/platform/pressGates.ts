/**
 * When a widget lets a press through. Awake, a press made while the widget's change runs is ignored (the
 * slideshow) or cuts it short (the strip), so a visitor's second press waits for the first one's change
 * to end. Presses held before the widget woke are replayed one after another (earlyPresses.ts); each
 * waits here until the widget's own `busy()` says the previous press's change has ended, so they add up
 * exactly as the visitor's presses would have once awake: two Nexts make two changes.
 */
const gates = new Map<Element, () => boolean>();

/**
 * Called by a widget's adapter once its model exists: presses replayed on controls inside `root` wait
 * while `busy()`. Returns the unregister, for the adapter's cleanup.
 */
export function gatePresses(root: Element, busy: () => boolean): () => void {
  gates.set(root, busy);
  return () => {
    if (gates.get(root) === busy) gates.delete(root);
  };
}

const gateOf = (control: Element) => {
  for (const [root, busy] of gates) if (root.contains(control)) return busy;
  return undefined;
};

/** Resolves once the widget holding `control` would let a press through: at once when it is idle. */
export function untilLetThrough(control: Element): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (gateOf(control)?.() ? requestAnimationFrame(check) : resolve());
    check();
  });
}
