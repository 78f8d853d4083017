import { onEarlyPress, pressedIslands } from "../platform/earlyPresses.ts";
import { hasStirred } from "../platform/firstSign.ts";
import { idleSlice } from "../platform/schedule.ts";
import { entries } from "./island.tsx";

const INTENT = ["pointerdown", "pointerover", "keydown", "focusin", "touchstart"] as const;

/**
 * Starts the islands in order after the load event, one per idle slice; all at once on the first input,
 * or if a visitor has given a sign already. An island with a press waiting starts at once, and the rest
 * only once it is awake, so its chunk and its hydration have the network and the main thread first.
 */
export function hydrateIslands(): void {
  const queue = [...entries];
  const take = (name?: string) => {
    const i = name === undefined ? 0 : queue.findIndex((e) => e.name === name);
    return i < 0 ? undefined : queue.splice(i, 1)[0];
  };
  const pressed: Promise<void>[] = [];
  const hurry = (name: string) => {
    const entry = take(name);
    if (!entry) return;
    void entry.start();
    pressed.push(entry.awake.promise);
  };
  for (const name of pressedIslands()) hurry(name);
  onEarlyPress(hurry);

  const startRest = async () => {
    for (const event of INTENT) window.removeEventListener(event, startRest, true);
    await Promise.all(pressed);
    for (const entry of queue.splice(0)) void entry.start();
  };
  for (const event of INTENT) window.addEventListener(event, startRest, { capture: true, passive: true });
  // The page's code came early for a visitor already at the page (app/boot.ts): no waiting for idle.
  if (hasStirred()) {
    void startRest();
    return;
  }
  const inTurn = async () => {
    while (queue.length > 0) {
      await idleSlice();
      await take()?.start();
    }
  };
  if (document.readyState === "complete") void inTurn();
  else window.addEventListener("load", () => void inTurn(), { once: true });
}
