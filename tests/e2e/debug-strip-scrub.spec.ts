import type { Page } from "@playwright/test";
import { barAtEnd, enter, KEY, panel } from "../support/debugPanel.ts";
import { expect, takeConsole, test } from "../support/fixtures.ts";
import { differing } from "../support/pixels.ts";
import { withoutWebGL } from "../support/slideshowPage.ts";
import {
  cards,
  onRenderer,
  pageTitles,
  RENDERERS,
  type Renderer,
  skipUnlessDrawnBy,
  strip,
} from "../support/stripPage.ts";
import { arrive } from "../support/visitor.ts";

/**
 * Issue 41 item 1, the strip: its last page change stays scrubbable on GSDevTools' bar, leave then enter
 * as one timeline, drawn by the player that drew it, its GPU canvas or its DOM cards (judged by the
 * stage's pixels).
 */

const bar = (page: Page) => page.locator(".gs-dev-tools");
const barTime = (page: Page) => bar(page).locator(".time");

/** The strip's stage as drawn, the panel and the bar masked (they may lie over it). */
const stageShot = (page: Page) =>
  strip(page)
    .locator(".strip__stage")
    .screenshot({ mask: [panel(page), bar(page)] });

/** To page 2 on the strip's `renderer`, from a page opened with ?debug; resolves with page 1's and 2's stage. */
async function changedOnce(page: Page, renderer: Renderer) {
  if (renderer === "dom") await withoutWebGL(page);
  await page.goto("/?debug");
  await strip(page).getByRole("button", { name: "Page 2" }).scrollIntoViewIfNeeded();
  await arrive(page);
  await expect(strip(page)).toHaveAttribute("data-renderer", renderer, { timeout: 30_000 });
  // The panel's tools are on before the change: they keep what it drew (the DOM cards' may end at once).
  await expect(panel(page)).toBeVisible();
  const before = await stageShot(page);
  await strip(page).getByRole("button", { name: "Page 2" }).press("Enter");
  await expect(cards(page)).toHaveText(pageTitles(2));
  await expect(strip(page)).not.toHaveAttribute("data-gpu-drawing");
  await barAtEnd(page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return { before, settled: await stageShot(page) };
}

/** Presses `key` on the page (nothing focused), `times` times. */
async function press(page: Page, key: string, times = 1) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

for (const renderer of RENDERERS)
  test.describe(onRenderer("the strip's last page change on the debug panel's bar", renderer), () => {
    test.setTimeout(300_000);
    skipUnlessDrawnBy(renderer);

    test("Home draws its start, a time in the leave the old cards moving, End the page settled", async ({
      page,
      consoleProblems,
    }) => {
      const { before, settled } = await changedOnce(page, renderer);
      // The bar holds the whole change, leave and enter: fadeDelay's two halves of 475 ms.
      await expect(bar(page).locator(".duration")).toHaveText("0.95");
      await expect(barTime(page)).toHaveText("0.95");
      expect(await differing(before, settled), "page 2 is not page 1").toBeGreaterThan(0.02);

      await press(page, "Home");
      await expect(barTime(page)).toHaveText("0.00");
      const start = await stageShot(page);
      // The old cards' snapshots at rest: page 1, its text a little softer than the DOM draws it.
      const fromSettled = await differing(settled, start);
      expect(fromSettled, "at its start").toBeGreaterThan(0.02);
      expect(await differing(before, start), "at its start, page 1's cards").toBeLessThan(fromSettled / 2);
      await press(page, "ArrowRight", 12); // 0.2 s: in the leave, its cards fading
      await expect(barTime(page)).toHaveText("0.20");
      const leaving = await stageShot(page);
      expect(await differing(start, leaving), "the old cards leaving").toBeGreaterThan(0.02);
      expect(await differing(settled, leaving), "not yet the new page").toBeGreaterThan(0.02);

      await press(page, "End");
      await expect(barTime(page)).toHaveText("0.95");
      await expect(strip(page)).not.toHaveAttribute("data-gpu-drawing");
      expect(await differing(settled, await stageShot(page)), "at its end").toBeLessThan(0.01);
      takeConsole(consoleProblems, (line) => line.includes("GL Driver Message"));
    });

    test("an edit makes the kept change again: the bar's length and the stage follow the tuning in force", async ({
      page,
      consoleProblems,
    }) => {
      const { settled } = await changedOnce(page, renderer);
      await expect(bar(page).locator(".duration")).toHaveText("0.95");
      await press(page, "Home");
      await press(page, "ArrowRight", 24); // 0.40 s: fadeDelay's 250 ms cards, the third one just gone
      await expect(barTime(page)).toHaveText("0.40");
      const asTuned = await stageShot(page);

      // Its cards take 500 ms now: two halves of 500 + 3 × 75 ms.
      await panel(page).getByRole("button", { name: "Strip" }).click();
      await enter(panel(page).getByLabel("Strip duration (ms)"), "500");
      await expect(bar(page).locator(".duration")).toHaveText("1.45");
      await expect(barTime(page), "made again at its end").toHaveText("1.45");
      await expect(strip(page)).not.toHaveAttribute("data-gpu-drawing");
      expect(await differing(settled, await stageShot(page)), "at its end, the cards at rest").toBeLessThan(
        0.01,
      );
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await press(page, "Home");
      await press(page, "ArrowRight", 24);
      await expect(barTime(page)).toHaveText("0.40");
      const edited = await stageShot(page);
      expect(await differing(asTuned, edited), "0.40 s in, slower cards stand elsewhere").toBeGreaterThan(
        0.02,
      );
      expect(await differing(settled, edited), "and still leave").toBeGreaterThan(0.02);
      takeConsole(consoleProblems, (line) => line.includes("GL Driver Message"));
    });

    test("Replay plays the strip's last change again, and says so", async ({ page, consoleProblems }) => {
      // A fade of 2 s a card: the 4 s change is long enough to be seen moving between two pictures.
      const tuned = { strip: { animation: "fade", motion: { fade: { duration: 2000 } } } };
      await page.addInitScript(
        ([key, json]) => localStorage.setItem(key!, json!),
        [KEY, JSON.stringify(tuned)],
      );
      const { settled } = await changedOnce(page, renderer);
      await panel(page).getByRole("button", { name: "Replay transition" }).click();
      await expect(panel(page).getByRole("status")).toHaveText(
        "Replayed the strip's last page change, with the tuning in force",
      );
      await expect
        .poll(async () => differing(settled, await stageShot(page)), { message: "replaying" })
        .toBeGreaterThan(0.02);
      await expect
        .poll(async () => differing(settled, await stageShot(page)), { message: "ended", timeout: 15_000 })
        .toBeLessThan(0.01);
      await expect(strip(page)).not.toHaveAttribute("data-gpu-drawing");
      takeConsole(consoleProblems, (line) => line.includes("GL Driver Message"));
    });
  });
