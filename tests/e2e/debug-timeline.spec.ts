import type { Locator, Page } from "@playwright/test";
import { enter, panel } from "../support/debugPanel.ts";
import { expect, takeConsole, test } from "../support/fixtures.ts";
import { gpuSlideshow } from "../support/pageData.ts";
import { expectSlide } from "../support/slideshowPage.ts";
import { arrive } from "../support/visitor.ts";

/**
 * Issue 41 item 7: the panel's Timeline folder draws the change in force a bar per piece, from the
 * timeline its player built: the rows follow an edit at once, the bars stand the stagger apart, and
 * the playhead stands where the change is scrubbed. Judged by where the bars and the line are drawn.
 */

const bar = (page: Page) => page.locator(".gs-dev-tools");

/** The Timeline folder, opened, and the focus back on the page (where the playback keys act). */
async function openTimeline(page: Page) {
  await panel(page).getByRole("button", { name: "Timeline" }).click();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Each bar's left and right edge as drawn, in the order of the rows. */
const edges = (view: Locator) =>
  view.locator(".debug-timeline__bar").evaluateAll((bars) =>
    bars.map((b) => {
      const box = b.getBoundingClientRect();
      return { left: box.left, right: box.right };
    }),
  );

/** Where the playhead is drawn, as a fraction of the way from the first bar's start to the last bar's end. */
async function playheadAt(view: Locator) {
  const bars = await edges(view);
  const line = await view.locator(".debug-timeline__playhead").boundingBox();
  if (!line || !bars.length) throw new Error("no playhead or no bars");
  const start = bars[0]!.left;
  const end = Math.max(...bars.map((b) => b.right));
  return (line.x + line.width / 2 - start) / (end - start);
}

/** Presses `key` on the page and lets a few frames draw. */
async function press(page: Page, key: string, times = 1) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
  await page.clock.runFor(50);
}

test.describe("the debug panel's timeline view", () => {
  test.skip(({ device }) => device.project !== "desktop", "a designer at a desk, a panel beside the page");
  // Software WebGL: each change drawn takes long on a busy machine.
  test.setTimeout(180_000);

  test("a row per blind, redrawn at an edit without a slide change; bars the stagger apart; the playhead where the change stands", async ({
    page,
    consoleProblems,
  }) => {
    const r = await gpuSlideshow(
      page,
      { animation: "blindsRight", duration: 500, blinds: 8 },
      { path: "/?debug" },
    );
    const p = panel(page);
    await openTimeline(page);
    const view = p.getByRole("figure", { name: "Slideshow timeline" });
    await r.getByRole("button", { name: "Next slide" }).press("Enter");
    await page.clock.runFor(2000);
    await expect(r).toHaveAttribute("data-state", "idle");
    await expect(view.locator(".debug-timeline__bar")).toHaveCount(8);
    await expect(view).toHaveAccessibleDescription(/^Slideshow, blindsRight: 8 pieces over 850 ms/);
    // The same rows for a screen reader: a header row and one per blind.
    await expect(view.getByRole("row")).toHaveCount(9);
    await expect(view.getByRole("row").nth(3)).toHaveText("blind 3100500");

    await enter(p.getByLabel("Blinds"), "4");
    await enter(p.getByLabel("Slideshow stagger (ms)"), "200");
    await expect(view.locator(".debug-timeline__bar")).toHaveCount(4);
    await expect(view).toHaveAccessibleDescription(/^Slideshow, blindsRight: 4 pieces over 1100 ms/);
    await expectSlide(r, 2); // no slide change: the last one rebuilt with the tuning in force
    // 500 ms each, 200 ms apart: 1100 ms in all.
    const bars = await edges(view);
    const start = bars[0]!.left;
    const width = bars[3]!.right - start;
    bars.forEach((b, k) => {
      expect((b.left - start) / width, `blind ${k + 1}'s start`).toBeCloseTo((k * 200) / 1100, 2);
      expect((b.right - b.left) / width, `blind ${k + 1}'s length`).toBeCloseTo(500 / 1100, 2);
    });

    // Rebuilt at its end, as the stage shows it, the line and the bar stand there; scrubbed with the
    // panel's keys (on the page, not in a field), the line stands at the bar's time, of the whole change.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(50);
    await expect(bar(page).locator(".time")).toHaveText("1.10");
    expect(await playheadAt(view)).toBeCloseTo(1, 2);
    const time = async () => Number(await bar(page).locator(".time").textContent());
    await press(page, "Home");
    expect(await playheadAt(view)).toBeCloseTo(0, 2);
    await press(page, "ArrowRight", 30);
    expect(await time()).toBeCloseTo(0.5, 2);
    expect(await playheadAt(view)).toBeCloseTo(500 / 1100, 2);
    await press(page, "End");
    expect(await playheadAt(view)).toBeCloseTo(1, 2);

    // A catalogue shader is one piece (chosen, it plays at once).
    await p.getByLabel("Slideshow animation").selectOption("gl:Directional");
    await expect(async () => {
      await page.clock.runFor(200);
      await expect(view.getByRole("rowheader")).toHaveText(["shader 1"], { timeout: 100 });
    }).toPass({ timeout: 30_000 });
    await expect(view).toHaveAccessibleDescription(/^Slideshow, gl:Directional: 1 piece over 500 ms/);
    takeConsole(consoleProblems, (line) => line.includes("GL Driver Message"));
  });

  test("the strip's page change: its leaving cards, then its entering cards, the playhead at its end", async ({
    page,
    consoleProblems,
  }) => {
    await page.goto("/?debug");
    const strip = page.locator("[data-strips='101']");
    // In view, wide enough for its canvas, once the page is idle.
    await strip.getByRole("button", { name: "Page 2" }).scrollIntoViewIfNeeded();
    await arrive(page);
    await expect(strip).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
    await openTimeline(page);
    await strip.getByRole("button", { name: "Page 2" }).press("Enter");
    const view = panel(page).getByRole("figure", { name: "Strip timeline" });
    await expect(view.locator(".debug-timeline__bar")).toHaveCount(8, { timeout: 20_000 });
    await expect(view).toHaveAccessibleDescription(/^Strip, fadeDelay: 8 pieces over 950 ms/);
    const rows = view.getByRole("rowheader");
    await expect(rows).toHaveText(
      [1, 2, 3, 4].map((n) => `leave card ${n}`).concat([1, 2, 3, 4].map((n) => `enter card ${n}`)),
    );
    // fadeDelay: 250 ms a card, 75 ms apart, 475 ms a half; the enter half from the leave's end.
    const bars = await edges(view);
    const width = bars[7]!.right - bars[0]!.left;
    expect((bars[4]!.left - bars[0]!.left) / width).toBeCloseTo(0.5, 2);
    await expect.poll(() => playheadAt(view)).toBeCloseTo(1, 2);
    takeConsole(consoleProblems, (line) => line.includes("GL Driver Message"));
  });
});
