import type { CDPSession, Locator, Page } from "@playwright/test";
import { arrive } from "../../tests/support/visitor.ts";
import { type DragFloor, measureDragFloor } from "./dragFloor.ts";
import { installDragProbe } from "./dragProbe.ts";
import { benchPage, type FrameCost, mainThreadIdle, measureFrames, SOFTWARE } from "./frames.ts";
import { patchPageData } from "./pageData.ts";
import { stripMovedOn } from "./strip.ts";

/** What a drag is measured on: the slideshow's four families, two strip animations. */
export const DRAGGED = [
  { widget: "slideshow", animation: "slideLeft" },
  { widget: "slideshow", animation: "blindsRight" },
  { widget: "slideshow", animation: "boxesRight" },
  { widget: "slideshow", animation: "gl:Directional" },
  { widget: "strip", animation: "fadeDelay" },
  { widget: "strip", animation: "flyIn" },
] as const;
type Dragged = (typeof DRAGGED)[number];

/** A drag's lag from each move to the frame that draws it, and its frames beside a press's. */
export type DragCost = Dragged & {
  lags: { ms: number; frames: number }[];
  undrawn: number;
  drag: FrameCost;
  press: FrameCost;
};

/** Moves of one drag: one per frame across 60 % of the stage, as a finger does in half a second. */
const MOVES = 30;

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => r())));

/** A touch drag (CDP touch events, one move per frame) leftwards across `stage`, then its release. */
async function touchDrag(page: Page, cdp: CDPSession, stage: Locator) {
  const box = (await stage.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  const y = box.y + Math.min(box.height / 2, 200);
  const from = box.x + box.width * 0.8;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from, y }] });
  for (let i = 1; i <= MOVES; i++) {
    await nextFrame(page);
    const x = from - (box.width * 0.6 * i) / MOVES;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
  }
  await nextFrame(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/**
 * Each of DRAGGED in Chromium with `setup` and touch: a scripted drag's move-to-frame lag, its main
 * thread and script ms per frame (from the first touch until the change has settled), and the same
 * change played by a press on Next, in one page, one after the other; first, the same drag's lag on a
 * bare page that only follows the finger (the floor).
 */
export async function measureDrags(
  url: string,
  setup = SOFTWARE,
): Promise<{ floor: DragFloor; costs: DragCost[] }> {
  const { browser, page, cdp } = await benchPage(setup, { hasTouch: true });
  await page.addInitScript(installDragProbe);
  const costs: DragCost[] = [];
  let current: Dragged = DRAGGED[0];
  try {
    const floor = await measureDragFloor(page, (stage) => touchDrag(page, cdp, stage));
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const body = patchPageData(await response.text(), (data) => {
        if (current.widget === "slideshow") data.gallery.settings.animation = current.animation;
        else data.strip.animation = current.animation;
      });
      await route.fulfill({ response, body, headers: { ...response.headers(), "content-encoding": "" } });
    });
    for (const dragged of DRAGGED) {
      current = dragged;
      await page.goto(url);
      await arrive(page);
      const slideshow = dragged.widget === "slideshow";
      const root = page.locator(slideshow ? "section.slideshow" : "[data-strips]");
      const stage = root.locator(slideshow ? ".slideshow__stage" : ".strip__stage");
      await page.locator("section.slideshow[data-renderer='gpu']").waitFor({ timeout: 60_000 });
      await page.locator("[data-strips]").scrollIntoViewIfNeeded();
      await page.locator(".strip__canvas canvas").waitFor({ state: "attached", timeout: 60_000 });
      await stage.scrollIntoViewIfNeeded();
      await mainThreadIdle(page);
      const settled = async (was: string) => {
        if (slideshow) await page.locator("section.slideshow[data-state='idle']").waitFor();
        else await page.waitForFunction(stripMovedOn, was);
      };
      await page.evaluate(() => (window as unknown as { __dragReset(): void }).__dragReset());
      const drag = await measureFrames(page, cdp, async () => {
        await touchDrag(page, cdp, stage);
        await settled("1");
      });
      const lags = await page.evaluate(() =>
        (window as unknown as { __dragLags(): DragCost["lags"] }).__dragLags(),
      );
      const undrawn = await page.evaluate(() =>
        (window as unknown as { __dragUndrawn(): number }).__dragUndrawn(),
      );
      await mainThreadIdle(page);
      const next = slideshow ? "Next slide" : "Next page";
      const press = await measureFrames(page, cdp, async () => {
        await root.getByRole("button", { name: next }).click();
        await settled("2");
      });
      costs.push({ ...dragged, lags, undrawn, drag, press });
    }
    return { floor, costs };
  } finally {
    await browser.close();
  }
}
