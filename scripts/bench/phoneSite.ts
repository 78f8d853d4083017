import type { Page } from "@playwright/test";
import { arrive } from "../../tests/support/visitor.ts";
import { mainThreadIdle } from "./frames.ts";
import { patchPageData } from "./pageData.ts";
import type { PhoneDragged } from "./phoneDrag.ts";

/** Picks `dragged`'s animation in the page data the site at `url` sends (as the desktop drag rows do). */
export async function routeAnimation(page: Page, url: string, dragged: PhoneDragged) {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const body = patchPageData(await response.text(), (data) => {
      if (dragged.widget === "slideshow") data.gallery.settings.animation = dragged.animation;
      else data.strip.animation = dragged.animation;
    });
    await route.fulfill({ response, body, headers: { ...response.headers(), "content-encoding": "" } });
  });
}

/** The site at `url` with `dragged`'s animation, awake, its canvases made and the page quiet. */
export async function openSite(page: Page, url: string, dragged: PhoneDragged) {
  await page.goto(url);
  await arrive(page);
  const slideshow = dragged.widget === "slideshow";
  await page.locator("html[data-hydrated]").waitFor({ timeout: 60_000 });
  await page.locator("section.slideshow[data-renderer='gpu']").waitFor({ timeout: 60_000 });
  const root = page.locator(slideshow ? "section.slideshow" : "[data-strips]");
  await root.scrollIntoViewIfNeeded();
  if (!slideshow && dragged.draw === "gl")
    await page.locator(".strip__canvas canvas").waitFor({ state: "attached", timeout: 60_000 });
  const stage = root.locator(slideshow ? ".slideshow__stage" : ".strip__stage");
  await stage.scrollIntoViewIfNeeded();
  await mainThreadIdle(page);
  return stage;
}
