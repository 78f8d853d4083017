import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/** An X display of our own (Xvfb): WebKitGTK has no headless mode, and Firefox has WebGL only with one. */
export type Display = { name: string; stop: () => void };

/**
 * Starts Xvfb on the first free display from `first`. The screen is tall, so a page can be drawn whole in
 * one window for its full-page picture (engines.ts `fullPage`).
 */
export async function startDisplay(first: number): Promise<Display> {
  for (let n = first; n < first + 50; n++) {
    if (existsSync(`/tmp/.X${n}-lock`)) continue;
    const xvfb = spawn("Xvfb", [`:${n}`, "-screen", "0", "1920x12000x24", "-nolisten", "tcp"], {
      stdio: "ignore",
    });
    if (await ready(xvfb, n)) return { name: `:${n}`, stop: () => xvfb.kill() };
  }
  throw new Error(`No free X display for Xvfb between :${first} and :${first + 49}`);
}

/** Waits until the display's socket exists, or the server has exited (the display was taken). */
async function ready(xvfb: ChildProcess, n: number): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    if (xvfb.exitCode !== null) return false;
    if (existsSync(`/tmp/.X11-unix/X${n}`)) return true;
    await sleep(50);
  }
  xvfb.kill();
  return false;
}
