import { EARLY_CONTROL, type EarlyIsland } from "./earlyControl.ts";
import { adoptPreBootPresses } from "./earlyHoldScript.ts";
import { watchEarlyKeys } from "./earlyKeys.ts";
import { type ClassifySwipe, watchEarlySwipes } from "./earlySwipes.ts";
import { createEmitter } from "./emitter.ts";
import { showHeld, unshowHeld } from "./heldSign.ts";
import { untilLetThrough } from "./pressGates.ts";

/**
 * The early event contract. The page paints before its code runs; from the page's first script on, a
 * press (click, tap, Enter or Space: each ends in a click) or a horizontal swipe on an island that is not
 * awake yet is held: its default action and every handler miss it, so a link JavaScript will turn into a
 * dialog does not navigate meanwhile. It waits in a queue, the island is asked to wake first, and once
 * awake the presses are replayed on the same controls, once each, one after another as the widget lets
 * them through (pressGates.ts), so they add up as awake presses do. An island whose code never comes is
 * let go: its held presses take their default action (a link navigates) and later ones are not held.
 */
export type { EarlyIsland } from "./earlyControl.ts";

/** `expanded`: what a disclosure said as it was pressed (its aria-expanded); the press asks for the other. */
type Held = { island: string; control: HTMLElement; key: string | null; expanded: string | null };

let islands: readonly EarlyIsland[] = [];
const dormant = new Set<string>();
const queue: Held[] = [];
const presses = createEmitter<{ press: string }>();

const dormantIsland = (control: Element) =>
  islands.find((i) => dormant.has(i.name) && control.closest(i.root));

function hold(island: EarlyIsland, control: HTMLElement) {
  showHeld(control);
  const key = control.getAttribute("data-early-press");
  queue.push({ island: island.name, control, key, expanded: control.getAttribute("aria-expanded") });
  presses.emit("press", island.name);
}

/** The control under the last touch: where a tap's click lands when the page moved under the finger. */
let down: HTMLElement | null = null;

function onPointerDown(event: PointerEvent) {
  const touched = event.pointerType === "touch" && event.target instanceof Element;
  down = touched ? (event.target as Element).closest<HTMLElement>(EARLY_CONTROL) : null;
}

function onClick(event: MouseEvent) {
  if (replaying || !(event.target instanceof Element)) return;
  // A tap's click goes to what is under the finger as it lifts; a focused control's no-script styles
  // (the menu's panel) can move the page meanwhile, so the control touched counts when the click
  // contains it.
  const control =
    event.target.closest<HTMLElement>(EARLY_CONTROL) ?? (down && event.target.contains(down) ? down : null);
  const island = control && dormantIsland(control);
  if (!island) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  // The second click of a double click: awake, it would land while the first press's change runs, and
  // be ignored. Every other press counts, as it would once awake.
  if (event.detail > 1 && queue.at(-1)?.control === control) return;
  hold(island, control);
}

/** Starts holding presses on these islands; called once, by the page's first script. */
export function holdEarlyPresses(list: readonly EarlyIsland[], classify: ClassifySwipe): void {
  islands = list;
  for (const island of list) dormant.add(island.name);
  window.addEventListener("pointerdown", onPointerDown, { capture: true, passive: true });
  window.addEventListener("click", onClick, { capture: true });
  watchEarlyKeys({ dormantIsland, hold });
  watchEarlySwipes({ islands: list, dormant: (name) => dormant.has(name), classify, hold });
  // Presses the head's inline hold took before this script ran (earlyHoldScript.ts) join the queue first.
  for (const control of adoptPreBootPresses()) {
    const island = dormantIsland(control);
    if (island) hold(island, control);
  }
}

/** The islands with presses waiting, first pressed first: they wake before the others. */
export const pressedIslands = (): string[] => [...new Set(queue.map((h) => h.island))];

/** Runs `fn` with an island's name whenever a press on it is held. */
export const onEarlyPress = (fn: (island: string) => void) => presses.on("press", fn);

function take(island: string): Held[] {
  const mine = queue.filter((h) => h.island === island);
  queue.splice(0, queue.length, ...queue.filter((h) => h.island !== island));
  return mine;
}

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

/** Set while a replay clicks: that click is the held press carried out, not a new one to hold. */
let replaying = false;
const waking = new Set<string>();

/**
 * The island is awake: its held presses are replayed in order, each once the widget lets it through, the
 * first in a microtask (outside the React effect that says so, whose updates must not be flushed from
 * inside it). Each keeps its sign until it is carried out. Presses made while they play are held too,
 * until the last replayed change has ended: awake, the visitor's first press would have played earlier,
 * and their next would have come after it.
 */
export function wakeIsland(island: string): void {
  if (!dormant.has(island) || waking.has(island)) return;
  waking.add(island);
  void replay(island);
}

async function replay(island: string) {
  for (let h = queue.find((x) => x.island === island); h; h = queue.find((x) => x.island === island)) {
    await untilLetThrough(current(h) ?? h.control);
    queue.splice(queue.indexOf(h), 1);
    unshowHeld(h.control);
    const control = current(h);
    replaying = true;
    try {
      control?.click();
    } finally {
      replaying = false;
    }
    await untilLetThrough(control ?? h.control);
  }
  waking.delete(island);
  dormant.delete(island);
}

/** The island's code will not come: its held presses take their default action, as without JavaScript. */
export function releaseIsland(island: string): void {
  if (waking.has(island) || !dormant.delete(island)) return;
  for (const { control } of take(island)) {
    unshowHeld(control);
    if (control.isConnected) control.click();
  }
}

/** The page's code will not come: every island is let go. */
export function releaseEveryIsland(): void {
  for (const name of [...dormant]) releaseIsland(name);
}
