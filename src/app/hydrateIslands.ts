import { inBackgroundAfterFirstPaint } from "../platform/background.ts";
import type { EarlyPresses } from "../platform/earlyPresses.ts";
import { idleQueue } from "../platform/idle.ts";
import { onVisitor } from "../platform/visitor.ts";
import { entries } from "./island.tsx";

/**
 * Starts the islands in order after the load event, one per idle slice; all at once when a visitor is
 * here (at once if one was before the page's code came). An island with a press waiting starts at once,
 * and the rest only once it is awake, so its chunk and its hydration have the network and the main
 * thread first.
 */
export function hydrateIslands(presses: EarlyPresses): void {
  const queue = [...entries];
  const pressed: Promise<void>[] = [];
  const hurry = (name: string) => {
    const i = queue.findIndex((e) => e.name === name);
    const entry = i < 0 ? undefined : queue.splice(i, 1)[0];
    if (!entry) return;
    void entry.start(presses);
    pressed.push(entry.awake.promise);
  };
  for (const name of presses.pressed()) hurry(name);
  presses.onPress(hurry);

  const stopInTurn = idleQueue(queue, (entry) => entry.start(presses), inBackgroundAfterFirstPaint);
  onVisitor(async () => {
    stopInTurn();
    await Promise.all(pressed);
    for (const entry of queue.splice(0)) void entry.start(presses);
  });
}
