import { stripPageAnimations } from "../../src/motion/names.ts";
import type { StripAnimationName } from "../../src/widgets/strip/animations.ts";
import { arrive } from "../../tests/support/visitor.ts";
import { benchPage, type FrameCost, mainThreadIdle, measureFrames, SOFTWARE } from "./frames.ts";
import { patchPageData } from "./pageData.ts";

export type StripCost = { name: StripAnimationName; cost: FrameCost };

/**
 * In the page: the strip has left page `was`, has its reply and its cards stand still (the DOM
 * animation removes its inline styles when it ends, the canvas its data-gpu-drawing).
 */
export function stripMovedOn(was: string | null): boolean {
  const container = document.querySelector("[data-strips]");
  const active = container?.querySelector("[data-strips-page].active")?.getAttribute("data-strips-page");
  const moving = [
    ...(container?.querySelectorAll<HTMLElement>("[data-strips-items], [data-strips-item]") ?? []),
  ].some((el) => el.style.opacity !== "" || el.style.transform !== "");
  // The canvas draws the change while the strip carries data-gpu-drawing (leave, then enter).
  const drawing = container?.hasAttribute("data-gpu-drawing");
  return active !== was && !container?.classList.contains("loading") && !moving && !drawing;
}

/**
 * Main-thread cost of each strip page change (the old cards leave, the new ones enter), from the press
 * on "Next page" until the new cards stand still, the server's reply included.
 */
export async function measureStrip(url: string, setup = SOFTWARE): Promise<StripCost[]> {
  const { browser, page, cdp } = await benchPage(setup);
  const costs: StripCost[] = [];
  try {
    let current: string = stripPageAnimations[0] as string;
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const body = patchPageData(await response.text(), (data) => {
        data.strip.animation = current;
      });
      await route.fulfill({ response, body, headers: { ...response.headers(), "content-encoding": "" } });
    });
    for (const name of stripPageAnimations) {
      current = name;
      await page.goto(url);
      await arrive(page);
      // The slideshow's canvas takes over once a visitor is about: measure the strip only once that work
      // is done, and once the strip's own canvas is ready.
      await page.locator("section.slideshow[data-renderer='gpu']").waitFor({ timeout: 60_000 });
      const strip = page.locator("[data-strips]");
      await strip.scrollIntoViewIfNeeded();
      await strip.locator(".strip__canvas canvas").waitFor({ timeout: 60_000 });
      // A visitor's press comes after the canvas's start-up and its idle work (shader, pictures' bitmaps).
      await mainThreadIdle(page);
      const cost = await measureFrames(
        page,
        cdp,
        async () => {
          await strip.getByRole("button", { name: "Next page" }).click();
          await page.waitForFunction(stripMovedOn, "1");
        },
        setup.hz,
      );
      costs.push({ name, cost });
    }
  } finally {
    await browser.close();
  }
  return costs;
}
