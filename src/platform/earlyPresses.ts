import { createEmitter } from "./emitter.ts";
import { idleSlice } from "./schedule.ts";

/**
 * The early event contract. The page paints before its code runs; from the page's first script on, a
 * press (click, tap, Enter or Space: each ends in a click) or a horizontal swipe on an island that is not
 * awake yet is held: its default action and every handler miss it, so a link JavaScript will turn into a
 * dialog does not navigate meanwhile. It waits in a queue, the island is asked to wake first, and once
 * awake the press is replayed on the same control, once. An island whose code never comes is let go: its
 * held presses take their default action (a link navigates) and later ones are no longer held.
 */
export type EarlyIsland = {
  name: string;
  /** The island's outermost element in the server's HTML. */
  root: string;
  /** Where a horizontal swipe counts, and the controls it stands for: left is next, right previous. */
  swipe?: { area: string; next: string; previous: string };
};

/** SPEC.md 9's swipe: "left", "right", or undefined for no swipe (gestures/thresholds.ts). */
export type ClassifySwipe = (dx: number, maxVerticalDrift: number) => "left" | "right" | undefined;

type Held = { island: string; control: HTMLElement; key: string | null };
type Touch = { island: EarlyIsland; x: number; y: number; drift: number };

/** What a press lands on: a control, or a link the island takes over once awake (`data-early-press`). */
const CONTROL = "button, [role=button], summary, [data-early-press]";
/** Set on a control whose press waits for its island, for a "taken, coming" cursor. */
const HELD = "data-held";

let islands: readonly EarlyIsland[] = [];
let classify: ClassifySwipe = () => undefined;
const dormant = new Set<string>();
const queue: Held[] = [];
const presses = createEmitter<{ press: string }>();
let touch: Touch | undefined;

const dormantIsland = (target: EventTarget | null) =>
  target instanceof Element ? islands.find((i) => dormant.has(i.name) && target.closest(i.root)) : undefined;

function hold(island: EarlyIsland, control: HTMLElement) {
  // Pressed again before its island woke: the visitor asking again, not asking twice.
  if (queue.at(-1)?.control === control) return;
  control.setAttribute(HELD, "");
  queue.push({ island: island.name, control, key: control.getAttribute("data-early-press") });
  presses.emit("press", island.name);
}

function onClick(event: MouseEvent) {
  const island = dormantIsland(event.target);
  const control = (event.target as Element).closest<HTMLElement>(CONTROL);
  if (!island || !control) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  hold(island, control);
}

function onTouchStart(event: TouchEvent) {
  const island = dormantIsland(event.target);
  const first = event.touches[0];
  const swipes = island?.swipe && (event.target as Element).closest(island.swipe.area);
  touch =
    island && swipes && first && event.touches.length === 1
      ? { island, x: first.clientX, y: first.clientY, drift: 0 }
      : undefined;
}

function onTouchMove(event: TouchEvent) {
  const now = event.touches[0];
  if (touch && now) touch.drift = Math.max(touch.drift, Math.abs(now.clientY - touch.y));
}

function onTouchEnd(event: TouchEvent) {
  const start = touch;
  const end = event.changedTouches[0];
  touch = undefined;
  if (!start?.island.swipe || !end || !dormant.has(start.island.name)) return;
  const direction = classify(end.clientX - start.x, start.drift);
  if (!direction) return;
  const { root, swipe } = start.island;
  const control = document
    .querySelector(root)
    ?.querySelector<HTMLElement>(direction === "left" ? swipe.next : swipe.previous);
  if (control) hold(start.island, control);
}

function onTouchCancel() {
  touch = undefined;
}

/** Starts holding presses on these islands; called once, by the page's first script. */
export function holdEarlyPresses(list: readonly EarlyIsland[], classifySwipe: ClassifySwipe): void {
  islands = list;
  classify = classifySwipe;
  for (const island of list) dormant.add(island.name);
  window.addEventListener("click", onClick, { capture: true });
  window.addEventListener("touchstart", onTouchStart, { capture: true, passive: true });
  window.addEventListener("touchmove", onTouchMove, { capture: true, passive: true });
  window.addEventListener("touchend", onTouchEnd, { capture: true, passive: true });
  window.addEventListener("touchcancel", onTouchCancel, { capture: true, passive: true });
}

/** The islands with presses waiting, first pressed first: they wake before the others. */
export const pressedIslands = (): string[] => [...new Set(queue.map((h) => h.island))];

/** Runs `fn` with an island's name whenever a press on it is held. */
export const onEarlyPress = (fn: (island: string) => void) => presses.on("press", fn);

function take(island: string): Held[] {
  const mine = queue.filter((h) => h.island === island);
  queue.splice(0, queue.length, ...queue.filter((h) => h.island !== island));
  for (const held of mine) held.control.removeAttribute(HELD);
  return mine;
}

/** The control a held press now lands on: the same element, or the one that took its place. */
const current = ({ control, key }: Held) =>
  control.isConnected || !key
    ? control
    : document.querySelector<HTMLElement>(`[data-early-press="${CSS.escape(key)}"]`);

/**
 * The island has hydrated: its held presses are replayed, in order, once the updates its first effects
 * asked for have rendered (a background task runs after React's own). Presses meanwhile join the queue.
 */
export async function wakeIsland(island: string): Promise<void> {
  if (!dormant.has(island)) return;
  if (queue.some((h) => h.island === island)) await idleSlice();
  dormant.delete(island);
  for (const held of take(island)) current(held)?.click();
}

/** The island's code will not come: its held presses take their default action, as without JavaScript. */
export function releaseIsland(island: string): void {
  if (!dormant.delete(island)) return;
  for (const { control } of take(island)) if (control.isConnected) control.click();
}

/** The page's code will not come: every island is let go. */
export function releaseEveryIsland(): void {
  for (const name of [...dormant]) releaseIsland(name);
}
