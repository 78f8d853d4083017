import { TRANSITION_NAMES, type TransitionName } from "../../src/widgets/slideshow/options.ts";
import {
  pieceCount,
  pieceOrder,
  pieceRects,
  TRANSITIONS,
} from "../../src/widgets/slideshow/transitions/index.ts";
import { arrive } from "../../tests/support/visitor.ts";
import { type BaselinePlan, playDomBaseline } from "./domBaseline.ts";
import { benchPage, type FrameCost, mainThreadIdle, measureFrames, SOFTWARE } from "./frames.ts";
import { patchPageData } from "./pageData.ts";

export type TransitionCost = { name: TransitionName; ours: FrameCost; baseline: FrameCost };

const CUTTING = { blinds: 24, boxes: { rows: 5, cols: 10 } };
const DURATION = 500;

/**
 * Main-thread cost of each GPU transition in Chromium, and of a baseline in the same run that animates
 * the same pieces as DOM elements with JavaScript on every frame. With software WebGL the frame rate
 * says little; the main-thread time per frame says how much our script, Pixi and GSAP take.
 */
export async function measureSlideshow(url: string, setup = SOFTWARE): Promise<TransitionCost[]> {
  const { browser, page, cdp } = await benchPage(setup);
  const costs: TransitionCost[] = [];
  try {
    let current: string = TRANSITION_NAMES[0];
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const body = patchPageData(await response.text(), (data) => {
        data.gallery.settings.animation = current;
      });
      await route.fulfill({ response, body, headers: { ...response.headers(), "content-encoding": "" } });
    });
    const stage = page.locator("section.slideshow .slideshow__stage");
    for (const name of TRANSITION_NAMES) {
      current = name;
      await page.goto(url);
      // Both GPU canvases made first, as on a page a visitor has looked over: the strip's, starting up
      // mid-transition once the press scrolled it near, would be counted as the slideshow's cost.
      await page.locator("[data-strips]").scrollIntoViewIfNeeded();
      await arrive(page);
      await page.locator(".strip__canvas canvas").waitFor({ state: "attached", timeout: 60_000 });
      await stage.scrollIntoViewIfNeeded();
      await page.locator("section.slideshow[data-renderer='gpu']").waitFor({ timeout: 60_000 });
      await mainThreadIdle(page);
      const ours = await measureFrames(
        page,
        cdp,
        async () => {
          await page.getByRole("button", { name: "Next slide" }).click();
          await page.locator("section.slideshow[data-state='idle']").waitFor({ timeout: 60_000 });
        },
        setup.hz,
      );
      const spec = TRANSITIONS[name];
      const box = (await stage.boundingBox()) ?? { width: 0, height: 0 };
      const plan: BaselinePlan = {
        image: await page.evaluate(
          () => document.querySelector<HTMLImageElement>("[data-slide='2'] img")?.currentSrc ?? "",
        ),
        rects: pieceRects(spec.cut, CUTTING, Math.round(box.width), Math.round(box.height)),
        order: pieceOrder(spec.order, pieceCount(spec.cut, CUTTING)),
        stagger: spec.stagger,
        duration: DURATION,
        from: spec.from,
      };
      const baseline = await measureFrames(page, cdp, () => stage.evaluate(playDomBaseline, plan), setup.hz);
      costs.push({ name, ours, baseline });
    }
  } finally {
    await browser.close();
  }
  return costs;
}
