import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { watchTouches } from "./touchTaken.ts";

/**
 * A finger (CDP touch events) or the mouse on the slideshow's stage, with the page's paused clock
 * stepped `ms` before each move, so a drag's speed is what the test says. The stage is scrolled into
 * view first, and the gestures' chunk waited for (Hammer puts its touch-action on the stage). A finger's
 * move returns once the page has taken it (touchTaken.ts).
 */
export async function pointerOn(page: Page, region: Locator, kind: "touch" | "mouse" = "touch") {
  const stage = region.locator(".slideshow__stage");
  await stage.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
  await expect.poll(() => stage.evaluate((el: HTMLElement) => el.style.touchAction)).toBe("pan-y");
  const box = (await stage.boundingBox())!;
  const cdp = kind === "touch" ? await page.context().newCDPSession(page) : undefined;
  const taken = cdp && (await watchTouches(page));
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", at?: { x: number; y: number }) =>
    cdp!.send("Input.dispatchTouchEvent", { type, touchPoints: at ? [at] : [] });
  let at = { x: 0, y: 0 };
  const self = {
    box,
    /** The stage's left part (`from`..`to` of its width) pictured. */
    shot: (from = 0, to = 1) =>
      page.screenshot({
        clip: { x: box.x + box.width * from, y: box.y, width: box.width * (to - from), height: box.height },
      }),
    /** Puts the finger down at (fx, fy) of the stage's size. */
    async down(fx: number, fy = 0.5) {
      at = { x: box.x + box.width * fx, y: box.y + box.height * fy };
      if (cdp) return touch("touchStart", at);
      await page.mouse.move(at.x, at.y);
      await page.mouse.down();
    },
    /** Moves by (dx, dy) px in `steps` moves, `ms` of page time apart. */
    async move(dx: number, dy = 0, { steps = 8, ms = 16 } = {}) {
      const start = at;
      for (let i = 1; i <= steps; i++) {
        await page.clock.runFor(ms);
        at = { x: start.x + (dx * i) / steps, y: start.y + (dy * i) / steps };
        if (cdp) await touch("touchMove", at);
        else await page.mouse.move(at.x, at.y);
      }
      await taken?.(at);
    },
    async up() {
      if (cdp) await touch("touchEnd");
      else await page.mouse.up();
    },
  };
  return self;
}

/**
 * Records each caption the live region exposes from now on (shown and not aria-hidden), by slide
 * number; `announced()` reads the list.
 */
export async function watchAnnouncements(region: Locator) {
  await region.locator(".slideshow__captions").evaluate((captions) => {
    const seen: number[] = [];
    (window as unknown as { announced: number[] }).announced = seen;
    new MutationObserver(() => {
      [...captions.children].forEach((el, i) => {
        const exposed = !el.hasAttribute("hidden") && el.getAttribute("aria-hidden") !== "true";
        if (exposed && !seen.includes(i + 1)) seen.push(i + 1);
      });
    }).observe(captions, { subtree: true, attributes: true, attributeFilter: ["hidden", "aria-hidden"] });
  });
  return () => region.page().evaluate(() => (window as unknown as { announced: number[] }).announced);
}
