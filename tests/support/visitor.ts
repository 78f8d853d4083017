import type { Page } from "@playwright/test";

/**
 * A person arrives at the page: the pointer moves, away from every widget. The slideshow and the strip
 * load their GPU canvases only once someone is about (src/platform/useVisitorNear.ts), so whatever waits for a
 * canvas starts here.
 */
export async function arrive(page: Page) {
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
}
