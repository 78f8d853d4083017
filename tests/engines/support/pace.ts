import { setTimeout as sleep } from "node:timers/promises";
import type { Engine, PointerStep } from "./engine.ts";

type Point = [x: number, y: number];

/** A pointer action; a move may take `duration` ms, as a hand's does. */
export type PacedStep = "down" | "up" | { move: Point; duration?: number };

/**
 * Does `steps` in order from the mouse at `from`, and returns where the mouse is then. A move with a
 * `duration` is sent as one move about every 16 ms: the engines' own pacing differs (Puppeteer sends its
 * steps as fast as Firefox takes them, which the site reads as a flick; WebKitWebDriver jumps, then
 * waits), and the site reads a drag's speed. Each waits 16 ms after the last was taken, never less, so a
 * stalled engine makes the drag slower, never a burst that reads as a flick.
 */
export async function pacedPointer(engine: Engine, from: Point, steps: PacedStep[]): Promise<Point> {
  let at = from;
  for (const s of steps) {
    if (typeof s === "string") await engine.pointer([s]);
    else {
      await moveOver(engine, at, s.move, s.duration ?? 0);
      at = s.move;
    }
  }
  return at;
}

async function moveOver(engine: Engine, [fromX, fromY]: Point, [x, y]: Point, duration: number) {
  const steps = Math.max(1, Math.round(duration / 16));
  for (let i = 1; i <= steps; i++) {
    if (i > 1) await sleep(duration / steps);
    const move: PointerStep = {
      move: [fromX + ((x - fromX) * i) / steps, fromY + ((y - fromY) * i) / steps],
    };
    await engine.pointer([move]);
  }
}
