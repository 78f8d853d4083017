import type { Page } from "@playwright/test";
import { expect, test } from "../support/hydrated.ts";
import { withStripSettings } from "../support/pageData.ts";
import { dragStrip, stripAtRest } from "../support/stripDrag.ts";

// Mid-drag frames: where the finger holds a page change, it shows the strip's finger rule there
// (strip/draggedMotion.ts: a fade's cards fade as one over each half of the stage's width; slide's list
// moves as far as the finger). Software WebGL: each capture takes a few seconds.
test.describe.configure({ timeout: 120_000 });

/**
 * A mouse drag leftwards from the stage's right part, with time frozen (the drag's frames are drawn as
 * it moves; page.clock only steps between moves). The GPU canvas draws it from 768 px.
 */
async function mouseDrag(page: Page) {
  const s = await stripAtRest(page, { gpu: (page.viewportSize()?.width ?? 0) >= 768 });
  return dragStrip(page, s, { touch: false, from: 0.9 });
}

test.describe("at 1280 px the GPU canvas draws the drag", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("fadeDelay held at a quarter, half and three quarters of the stage's width", async ({ page }) => {
    await withStripSettings(page, { animation: "fadeDelay" });
    const drag = await mouseDrag(page);
    const strip = page.locator("[data-strips='101']");
    await drag.to(0.25);
    await expect(strip).toHaveAttribute("data-gpu-drawing", "leave");
    await expect(drag.stage).toHaveScreenshot("strip-drag-fadeDelay-25.png");
    await drag.to(0.5);
    await expect(drag.stage).toHaveScreenshot("strip-drag-fadeDelay-50.png");
    await drag.to(0.75);
    await expect(strip).toHaveAttribute("data-gpu-drawing", "enter");
    await expect(drag.stage).toHaveScreenshot("strip-drag-fadeDelay-75.png");
  });
});

test.describe("at a phone's width the DOM cards follow the drag", () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test("slide held at a quarter of the stage's width", async ({ page }) => {
    await withStripSettings(page, { animation: "slide" });
    const drag = await mouseDrag(page);
    await drag.to(0.25);
    await expect(page).toHaveScreenshot("strip-drag-slide-25-phone.png");
  });
});
