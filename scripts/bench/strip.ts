import { chromium } from "@playwright/test";
import { STRIP_ANIMATIONS, type StripAnimationName } from "../../src/widgets/strip/animations.ts";
import { arrive } from "../../tests/visitor.ts";
import { CHROMIUM_ARGS, ensureChromium } from "../chromium.ts";
import { patchPageData } from "./pageData.ts";
import { type FrameCost, measureFrames } from "./slideshow.ts";

export type StripCost = { name: StripAnimationName; cost: FrameCost };

/**
 * In the page: the strip has left page `was`, has its reply and its cards stand still (the DOM
 * animation removes its inline styles when it ends).
 */
export function stripMovedOn(was: string | null): boolean {
  const container = document.querySelector("[data-strips]");
  const active = container?.querySelector("[data-strips-page].active")?.getAttribute("data-strips-page");
  const moving = [
    ...(container?.querySelectorAll<HTMLElement>("[data-strips-items], [data-strips-item]") ?? []),
  ].some((el) => el.style.opacity !== "" || el.style.transform !== "");
  return active !== was && !container?.classList.contains("loading") && !moving;
}

/**
 * Main-thread cost of each strip page change (the old cards leave, the new ones enter), from the press
 * on "Next page" until the new cards stand still, the server's reply included.
 */
export async function measureStrip(url: string): Promise<StripCost[]> {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const costs: StripCost[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript("globalThis.__name = (target) => target;");
    let current: string = STRIP_ANIMATIONS[0] as string;
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const body = patchPageData(await response.text(), (data) => {
        data.strip.animation = current;
      });
      await route.fulfill({ response, body, headers: { ...response.headers(), "content-encoding": "" } });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Performance.enable");
    for (const name of STRIP_ANIMATIONS) {
      current = name;
      await page.goto(url);
      await arrive(page);
      // The slideshow's canvas takes over once a visitor is about: measure the strip only once that work
      // is done, and once the strip's own canvas is ready.
      await page.locator("section.slideshow[data-renderer='gpu']").waitFor({ timeout: 60_000 });
      const strip = page.locator("[data-strips]");
      await strip.scrollIntoViewIfNeeded();
      await strip.locator(".strip__canvas canvas").waitFor({ timeout: 60_000 });
      const cost = await measureFrames(page, cdp, async () => {
        await strip.getByRole("button", { name: "Next page" }).click();
        await page.waitForFunction(stripMovedOn, "1");
      });
      costs.push({ name, cost });
    }
  } finally {
    await browser.close();
  }
  return costs;
}
