import type { Page } from "@playwright/test";
import { loadContent } from "../../src/content/load.ts";
import { expect, test } from "../support/fixtures.ts";
import { cards, pageTitles, strip } from "../support/stripPage.ts";

test.describe("with autoplay on", () => {
  /**
   * Runs autoplay's delay, then page time in 100 ms steps until page `n` shows. Its change starts once
   * its cards' snapshots are made, which takes real time (pictures fetched and decoded off the main
   * thread), not page time: before the canvas draws it, time moves at most 2 s more (well before the next
   * delay), so that a busy machine's slow snapshots never find their change's time already spent; once
   * it draws, time moves it on to the new page.
   */
  async function turnsTo(page: Page, n: number) {
    await page.clock.runFor(5100);
    await expect(strip(page)).not.toHaveClass(/loading/);
    let more = 0;
    await expect(async () => {
      const drawing = (await strip(page).getAttribute("data-gpu-drawing")) !== null;
      if (more < 2000 || drawing) await page.clock.runFor(100);
      more += 100;
      await expect(cards(page)).toHaveText(pageTitles(n), { timeout: 100 });
    }).toPass();
  }

  // Over 50 s of page time, each frame run: beside the other worker's software WebGL it outgrew 30 s.
  test.slow();

  test.beforeEach(async ({ page }) => {
    // Time moves only when the test moves it, however busy the machine.
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1000);
    await page.route(/\/$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('"autoplay":0,"delay":5', '"autoplay":1,"delay":5');
      const { "content-encoding": _, "content-length": __, ...headers } = response.headers();
      await route.fulfill({ response, body, headers });
    });
    await page.goto("/");
    await page.mouse.move(0, 0);
  });

  test("it turns the page every delay, and waits while hovered, focused or paused", async ({ page }) => {
    await turnsTo(page, 2);

    await strip(page).hover();
    await page.clock.runFor(12_000);
    await expect(cards(page)).toHaveText(pageTitles(2));
    await page.mouse.move(0, 0);
    await turnsTo(page, 3);

    await strip(page).getByRole("button", { name: "Page 1" }).focus();
    await page.clock.runFor(12_000);
    await expect(cards(page)).toHaveText(pageTitles(3));
    await page.getByRole("heading", { name: loadContent().sections.services.heading }).click();

    const pause = strip(page).getByRole("button", { name: "Pause autoplay" });
    await expect(pause).toHaveAttribute("aria-pressed", "false");
    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "true");
    await page.mouse.move(0, 0);
    await page.clock.runFor(12_000);
    await expect(cards(page)).toHaveText(pageTitles(3));
    await pause.click();
    await page.mouse.move(0, 0);
    await page.getByRole("heading", { name: loadContent().sections.services.heading }).click();
    await turnsTo(page, 1);
  });
});
