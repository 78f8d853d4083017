import type { CDPSession, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { configure } from "../support/menuContent.ts";
import { nav, open } from "../support/menuPage.ts";

const toggle = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });

/** Where the panel and the page's main stand now: their drawn left edges. */
const edges = (page: Page) =>
  page.evaluate(() =>
    ["#main-menu", "main"].map((s) => Math.round(document.querySelector(s)!.getBoundingClientRect().left)),
  );
const focusInside = (page: Page) => page.evaluate(() => !!document.activeElement?.closest("#main-menu"));

/** Every CSS transition is held where it starts, to be read by `movingTransforms`, until `letGo`. */
const holdTransitions = (page: Page) =>
  page.evaluate(() => {
    const hold = (event: Event) => {
      for (const a of (event.target as Element).getAnimations()) if (a instanceof CSSTransition) a.pause();
    };
    document.addEventListener("transitionrun", hold, true);
    (window as { letGo?: () => void }).letGo = () =>
      document.removeEventListener("transitionrun", hold, true);
  });
const letGo = (page: Page) => page.evaluate(() => (window as { letGo?: () => void }).letGo?.());

/**
 * The held transform transitions of the panel and the page: their durations, and where the panel and
 * main stand at their start and half-way; then every held transition is finished.
 */
const movingTransforms = (page: Page) =>
  page.evaluate(() => {
    const left = (s: string) => Math.round(document.querySelector(s)!.getBoundingClientRect().left);
    const held = document.getAnimations().filter((a): a is CSSTransition => a instanceof CSSTransition);
    const moving = held.filter((a) => a.transitionProperty === "transform");
    const ms = moving.map((a) => Math.round(Number(a.effect?.getComputedTiming().duration)));
    const at = (part: number) => {
      for (const a of moving) a.currentTime = Number(a.effect?.getComputedTiming().duration) * part;
      return [left("#main-menu"), left("main")];
    };
    const result = { ms, start: at(0), middle: at(0.5) };
    if (moving.length === 2) for (const a of held) a.finish();
    return result;
  });

/** What the drag wrote inline on the panel and the page, still there. */
const inlineLeft = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("#main-menu, .page")].flatMap((el) =>
      ["transform", "left", "transition", "--menu-duration", "--side-menu-duration"]
        .filter((p) => el.style.getPropertyValue(p))
        .map((p) => `${el.id || el.className} ${p}`),
    ),
  );

/** A finger on the panel, by CDP touch events: down, moved sideways step by step, held or lifted. */
function finger(page: Page, cdp: CDPSession, [x, y] = [175, 300]) {
  type Touch = "touchStart" | "touchMove" | "touchEnd";
  const touch = (type: Touch, points: { x: number; y: number }[]) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points });
  return {
    down: () => touch("touchStart", [{ x, y }]),
    /** Moves to these px from where it went down, one event each, `ms` of the page's clock apart. */
    async to(dxs: number[], ms = 0) {
      for (const dx of dxs) {
        if (ms) await page.clock.runFor(ms);
        await touch("touchMove", [{ x: x + dx, y }]);
      }
    },
    up: () => touch("touchEnd", []),
  };
}

/** The panel open at 375 px, slid in, with the gestures' lazy chunk arrived (Hammer sets touch-action). */
async function openPanel(page: Page, opened = [75, -300], x = 175) {
  await open(page, 375);
  await toggle(page).click();
  await expect(nav(page)).toBeVisible();
  await expect(nav(page)).toHaveCSS("touch-action", "pan-y");
  await expect.poll(() => edges(page)).toEqual(opened);
  return finger(page, await page.context().newCDPSession(page), [x, 300]);
}

test.describe("the side panel follows a closing drag", () => {
  test.skip(({ device }) => !device.isMobile, "touch, on a phone");

  test("mid-drag the panel and the page have moved by the finger's distance", async ({ page }) => {
    const f = await openPanel(page);
    await f.down();
    await f.to([10, 20, 40, 60, 80]);
    await expect.poll(() => edges(page)).toEqual([75 + 80, -300 + 80]);
    // Back towards where it started: the panel follows the finger back.
    await f.to([50, 30]);
    await expect.poll(() => edges(page)).toEqual([75 + 30, -300 + 30]);
    await f.up();
    await expect.poll(() => edges(page)).toEqual([75, -300]);
  });

  test("a short slow drag springs back: the panel open, focus still inside", async ({ page }) => {
    const f = await openPanel(page);
    await f.down();
    await f.to([10, 20, 30], 100);
    await expect.poll(() => edges(page)).toEqual([105, -270]);
    await holdTransitions(page);
    await f.up();
    // Back from where the finger left it, at a press's pace: 30 px in 50 ms.
    await expect
      .poll(() => movingTransforms(page))
      .toEqual({ ms: [50, 50], start: [105, -270], middle: [90, -285] });
    await letGo(page);
    await expect.poll(() => edges(page)).toEqual([75, -300]);
    await page.clock.runFor(1000);
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect(nav(page)).toBeVisible();
    expect(await focusInside(page)).toBe(true);
    // Nothing of the drag is left on the panel: Escape still closes it as a press does.
    expect(await inlineLeft(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(nav(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
  });

  // What moves with the panel is what the effect moves: the page by transform or, around a panel placed
  // in it, by left; nothing with an effect that slides the panel over the page.
  const placements = [
    { name: "a panel from the left", mobile: { effect: "slideright" }, at: 100, dx: -1, open: [0, 300] },
    { name: "a panel over the page", mobile: { effect: "slideleftover" }, at: 175, dx: 1, open: [75, 0] },
    { name: "a panel placed in the page", mobile: { container: "#about" }, at: 175, dx: 1, open: [75, -300] },
  ];
  for (const {
    name,
    mobile,
    at,
    dx,
    open: [panel = 0, main = 0],
  } of placements) {
    test(`${name} follows the drag and closes`, async ({ page }) => {
      await configure(page, mobile);
      const f = await openPanel(page, [panel, main], at);
      await f.down();
      await f.to([10, 40, 80].map((x) => x * dx));
      const moved = main === 0 ? 0 : 80 * dx;
      await expect.poll(() => edges(page)).toEqual([panel + 80 * dx, main + moved]);
      await f.to([120 * dx]);
      await f.up();
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
      await expect(nav(page)).toBeHidden();
      await expect.poll(() => edges(page)).toEqual([dx > 0 ? 375 : -300, 0]);
      await page.clock.runFor(1000);
      expect(await inlineLeft(page)).toEqual([]);
    });
  }

  test("a 120 px drag closes it from where the finger let go", async ({ page }) => {
    const f = await openPanel(page);
    await f.down();
    await f.to([10, 30, 60, 90, 120], 16);
    await page.clock.runFor(200); // held still: no flick
    await expect.poll(() => edges(page)).toEqual([195, -180]);
    await holdTransitions(page);
    await f.up();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    // The close plays on from there, no jump back to the open place first, at a press's pace: the
    // 180 px left in 300 ms of the 500 ms a press takes over 300 px.
    await expect
      .poll(() => movingTransforms(page))
      .toEqual({
        ms: [300, 300],
        start: [195, -180],
        middle: [285, -90],
      });
    await expect(nav(page)).toBeHidden();
    await expect.poll(() => edges(page)).toEqual([375, 0]);
    await letGo(page);
    await page.clock.runFor(1000);
    expect(await inlineLeft(page)).toEqual([]);
    // It opens again from its closed place, as a press opens it.
    await toggle(page).click();
    await expect(nav(page)).toBeVisible();
    await expect.poll(() => edges(page)).toEqual([75, -300]);
  });

  test("Escape mid-drag closes it from where the finger holds it", async ({ page }) => {
    const f = await openPanel(page);
    await f.down();
    await f.to([10, 40, 60]);
    await expect.poll(() => edges(page)).toEqual([135, -240]);
    await holdTransitions(page);
    await page.keyboard.press("Escape");
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect
      .poll(() => movingTransforms(page))
      .toEqual({ ms: [400, 400], start: [135, -240], middle: [255, -120] });
    await letGo(page);
    await f.up();
    await expect(nav(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
    await page.clock.runFor(1000);
    expect(await inlineLeft(page)).toEqual([]);
  });

  test("a short fast flick closes it", async ({ page }) => {
    const f = await openPanel(page);
    await f.down();
    await f.to([12, 24, 36], 16);
    await f.up();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(nav(page)).toBeHidden();
  });

  test("a drag on the dimmed page beside it follows the same way and closes it", async ({ page }) => {
    // x = 30: on the dimmed page, left of the panel's edge at 75.
    const f = await openPanel(page, [75, -300], 30);
    await f.down();
    await f.to([10, 30, 60, 90, 120], 16);
    await expect.poll(() => edges(page)).toEqual([195, -180]);
    await f.up();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(nav(page)).toBeHidden();
    await expect.poll(() => edges(page)).toEqual([375, 0]);
  });

  test("a drag the other way does nothing", async ({ page }) => {
    const f = await openPanel(page);
    await f.down();
    await f.to([-10, -40, -80, -120, -80]);
    await page.clock.runFor(100);
    expect(await edges(page)).toEqual([75, -300]);
    // Held at its open place: back past where the finger went down, it follows from there.
    await f.to([-40, 0, 20]);
    await expect.poll(() => edges(page)).toEqual([95, -280]);
    await f.to([0, -40, -80, -120], 16);
    await expect.poll(() => edges(page)).toEqual([75, -300]);
    await f.up();
    await page.clock.runFor(1000);
    expect(await edges(page)).toEqual([75, -300]);
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    expect(await focusInside(page)).toBe(true);
  });

  test("with reduced motion nothing follows, and a swipe closes it at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const f = await openPanel(page);
    await f.down();
    await f.to([10, 40, 80]);
    await page.clock.runFor(100);
    expect(await edges(page)).toEqual([75, -300]);
    await f.up();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    expect(await edges(page)).toEqual([375, 0]);
  });
});
