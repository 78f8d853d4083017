import type { CDPSession, Locator, Page } from "@playwright/test";
import { loadContent } from "../../src/content/load.ts";
import { expect } from "./fixtures.ts";
import { arrive } from "./visitor.ts";

/** What the slideshow's specs share: its region, its slides and the gestures on its stage. */
export const { gallery } = loadContent();
export const N = gallery.slides.length;
export const T0 = new Date("2026-06-01T10:00:00Z");

export const region = (page: Page) => page.getByRole("region", { name: gallery.label });
export const thumb = (r: Locator, n: number) => r.getByRole("button", { name: new RegExp(`^Slide ${n}: `) });

/** The slide shown now: its group is the only one exposed, and its thumbnail is current. */
export async function expectSlide(r: Locator, n: number) {
  await expect(r.getByRole("group", { name: `${n} of ${N}` })).toBeVisible();
  await expect(thumb(r, n)).toHaveAttribute("aria-current", "true");
  await expect(r.getByText(gallery.slides[n - 1]!.caption)).toBeVisible();
  await expect(r).toHaveAttribute("data-state", "idle");
}

export const progress = (r: Locator) =>
  r
    .locator(".slideshow__progress")
    .evaluate((el) => Number(getComputedStyle(el).getPropertyValue("--progress") || 0));

/** Waits until the GPU canvas has taken over from the DOM slide. */
export async function gpu(page: Page) {
  await arrive(page);
  await expect(region(page)).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
}

export async function touchDrag(cdp: CDPSession, from: [number, number], by: [number, number], steps = 8) {
  await cdp.send("Input.dispatchTouchEvent", {
    type: "touchStart",
    touchPoints: [{ x: from[0], y: from[1] }],
  });
  for (let i = 1; i <= steps; i++) {
    const x = from[0] + (by[0] * i) / steps;
    const y = from[1] + (by[1] * i) / steps;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

export async function stageCentre(r: Locator): Promise<[number, number]> {
  const box = (await r.locator(".slideshow__stage").boundingBox())!;
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** Before the page loads: no canvas gets a WebGL context, so the slideshow's DOM player draws every change. */
export async function withoutWebGL(page: Page) {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      type: string,
      ...rest: unknown[]
    ) {
      if (type === "webgl" || type === "webgl2" || type === "experimental-webgl") return null;
      return (original as (...a: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof original;
  });
}
