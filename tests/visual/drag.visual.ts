import { expect, test } from "../support/hydrated.ts";
import { gpuSlideshow } from "../support/pageData.ts";
import { passTime } from "../support/pageTime.ts";
import { pointerOn } from "../support/slideDrag.ts";

/**
 * A drag held at half the stage's width, drawn by the GPU, for each family: a horizontal slide (its
 * edge under the pointer: slide 2 enters from the right, its eased position half the width), blinds and
 * boxes (the frame a press shows at half its time) and a catalogue transition (its progress 0.5).
 */
const NAMES = ["slideLeft", "blindsRight", "boxesRandom", "gl:Directional"];

test.use({ viewport: { width: 800, height: 600 } });

for (const name of NAMES) {
  test(`a drag held at half the stage's width: ${name}`, async ({ page }) => {
    // Software WebGL: a page's load and canvas start-up take seconds, on busy cores a minute.
    test.setTimeout(180_000);
    const region = await gpuSlideshow(page, { animation: name, duration: 500 }, { seeded: true });
    const stage = region.locator(".slideshow__stage");
    const mouse = await pointerOn(page, region, "mouse");
    await mouse.down(0.75);
    await mouse.move(-mouse.box.width / 2);
    await expect(region).toHaveAttribute("data-animation", name);
    await expect(stage).toHaveScreenshot(`drag-${name.replace("gl:", "catalogue-")}-50.png`);
    await mouse.up();
    await passTime(page, 2000);
    await expect(region).toHaveAttribute("data-state", "idle");
  });
}
