import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

type Point = { x: number; y: number };

/**
 * Watches where the page last saw a finger (listeners of the test's, passive, that change nothing) and
 * returns a wait until it has taken the move to `at`, or handed the touch to a scroll. With no listener
 * that could cancel a touchmove (touch-action says what scrolls), CDP's touch call returns as the
 * browser sends the move and the page takes it in its next frame, which on a busy machine came after a
 * test's next screenshot (1 run in 16).
 */
export async function watchTouches(page: Page): Promise<(at: Point) => Promise<void>> {
  await page.evaluate(() => {
    const seen = (at: number[] | "scrolls") => Object.assign(window, { seenAt: at });
    addEventListener("pointermove", (e) => seen([e.clientX, e.clientY]), { capture: true, passive: true });
    addEventListener("pointercancel", () => seen("scrolls"), { capture: true, passive: true });
    addEventListener("pointerdown", () => seen([]), { capture: true, passive: true });
  });
  const taken = ({ x, y }: Point) =>
    page.evaluate(
      ([x, y]) => {
        const at = (window as { seenAt?: number[] | "scrolls" }).seenAt;
        return at === "scrolls" || (!!at && Math.abs(at[0]! - x!) < 1 && Math.abs(at[1]! - y!) < 1);
      },
      [x, y],
    );
  return (at) => expect.poll(() => taken(at)).toBe(true);
}
