import { type CDPSession, expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { strip } from "./stripPage.ts";
import { watchTouches } from "./touchTaken.ts";
import { arrive } from "./visitor.ts";

/**
 * The strip at rest on page 1 with time frozen, in view: on a desktop once its GPU canvas is there
 * (the canvas draws the change from 768 px), on a phone with the DOM cards.
 */
export async function stripAtRest(page: Page, { gpu }: { gpu: boolean }) {
  await page.clock.install({ time: new Date("2026-06-01T10:00:00Z") });
  await page.goto("/#services");
  await arrive(page);
  if (gpu) await expect(strip(page).locator(".strip__canvas canvas")).toHaveCount(1, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.clock.pauseAt(new Date("2026-06-01T10:10:00Z"));
  const stage = strip(page).locator(".strip__stage");
  await strip(page).locator("[data-strips-item]").first().scrollIntoViewIfNeeded();
  const box = (await stage.boundingBox())!;
  return { stage, width: box.width, y: box.y + 100, x: box.x };
}

/**
 * One finger on the page through CDP, each move `ms` of page time after the last (page.clock steps),
 * returning once the page has taken it (touchTaken.ts).
 */
export function finger(page: Page, cdp: CDPSession) {
  let at = { x: 0, y: 0 };
  let taken: ((at: { x: number; y: number }) => Promise<void>) | undefined;
  return {
    async down(x: number, y: number) {
      taken ??= await watchTouches(page);
      at = { x, y };
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [at] });
    },
    /** Moves by (dx, dy) in `steps` equal moves, `ms` of page time apart. */
    async move(dx: number, dy: number, steps: number, ms: number) {
      const from = at;
      for (let i = 1; i <= steps; i++) {
        await page.clock.runFor(ms);
        at = { x: from.x + (dx * i) / steps, y: from.y + (dy * i) / steps };
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [at] });
      }
      await taken?.(at);
    },
    async up() {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    },
  };
}

type Box = { x: number; y: number; width: number; height: number };

/** The pixels (RGB) of `box` on the screen now. */
export async function pixels(page: Page, box: Box): Promise<Buffer> {
  const png = await page.screenshot({ clip: box, animations: "disabled" });
  return sharp(png).removeAlpha().raw().toBuffer();
}

/**
 * The share of `rgb` covered by its most common colour: 1 where nothing but the page's background is
 * drawn, far less over a card's picture and text.
 */
export function plainShare(rgb: Buffer): number {
  const counts = new Map<number, number>();
  for (let i = 0; i < rgb.length; i += 3) {
    // Colours within a few shades of each other count as one (resampling, dithering).
    const key = ((rgb[i]! >> 3) << 10) | ((rgb[i + 1]! >> 3) << 5) | (rgb[i + 2]! >> 3);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return Math.max(...counts.values()) / (rgb.length / 3);
}

/** The share of pixels that differ by more than a few shades between two pictures of one box. */
export function changedShare(a: Buffer, b: Buffer): number {
  let changed = 0;
  for (let i = 0; i < a.length; i += 3) {
    const d = Math.max(...[0, 1, 2].map((c) => Math.abs(a[i + c]! - b[i + c]!)));
    if (d > 16) changed++;
  }
  return changed / (a.length / 3);
}

/**
 * For expect.poll: `ms` more of page time, then the share of `box` that differs from `reference` (a
 * change standing still, moving, or back at rest).
 */
export const changedAfter = (page: Page, reference: Buffer, box: Box, ms: number) => async () => {
  await page.clock.runFor(ms);
  return changedShare(reference, await pixels(page, box));
};

/** The positions of a drag from `from` px to `to` px, at most 40 px apart (as a hand moves a frame). */
export function stripDragPoints(from: number, to: number): number[] {
  const steps = Math.max(1, Math.ceil(Math.abs(to - from) / 40));
  return Array.from({ length: steps }, (_, i) => from + ((to - from) * (i + 1)) / steps);
}

type AtRest = Awaited<ReturnType<typeof stripAtRest>>;

/**
 * A drag leftwards from `from` (a share of its width) of the strip at rest `s`, a finger's (CDP touch)
 * or the mouse's, with time frozen: `to(share)` moves on to that share of the stage's width from where
 * it went down, in moves a frame apart (page.clock steps between them), then one frame more.
 */
export async function dragStrip(
  page: Page,
  s: AtRest,
  { touch, from = 0.75 }: { touch: boolean; from?: number },
) {
  const x = s.x + s.width * from;
  const hand = touch ? finger(page, await page.context().newCDPSession(page)) : undefined;
  if (hand) await hand.down(x, s.y);
  else {
    await page.mouse.move(x, s.y);
    await page.mouse.down();
  }
  let at = 0;
  return {
    ...s,
    async to(share: number) {
      for (const dx of stripDragPoints(at, share * s.width)) {
        if (hand) await hand.move(-(dx - at), 0, 1, 16);
        else {
          await page.clock.runFor(16);
          await page.mouse.move(x - dx, s.y);
        }
        at = dx;
      }
      await page.clock.runFor(16);
    },
  };
}

/**
 * Which columns of the screen's `band` (its full width) show something other than `background` (RGB):
 * a card's picture, drawn by the canvas or the DOM, where the band crosses the pictures.
 */
export async function drawnColumns(page: Page, band: Box, background: number[]): Promise<boolean[]> {
  const rgb = await pixels(page, band);
  const width = Math.round(band.width);
  const drawn = Array.from({ length: width }, () => false);
  for (let i = 0; i < rgb.length; i += 3) {
    const d = [0, 1, 2].reduce((sum, c) => sum + Math.abs(rgb[i + c]! - background[c]!), 0);
    if (d > 60) drawn[(i / 3) % width] = true;
  }
  return drawn;
}
