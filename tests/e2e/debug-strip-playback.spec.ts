import type { Page } from "@playwright/test";
import { KEY, panel, T0, toggle } from "../support/debugPanel.ts";
import { expect, takeConsole, test } from "../support/fixtures.ts";
import { passTime } from "../support/pageTime.ts";
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
 * Issue 41 item 1, the strip's Playback: "slow ¼×" slows its last page change by the slideshow's rule (its
 * timeline plays at a quarter speed, the bar's times stay the tuned ms and its speed says 0.25x), and
 * Loop replays the strip when it changed last. Judged on the strip's stage as drawn, and on the bar's
 * own text, as page.clock steps time (modelled on debug-slow-motion.spec.ts).
 */

/** A fade of 500 ms: its leave and enter take 1 s at full speed, 4 s at a quarter. */
const TUNED = { strip: { animation: "fade", motion: { fade: { duration: 500 } } } };
/** Page-clock ms into a slowed replay when the stage is sampled: past the end of the same change at 1x. */
const SAMPLES = [1500, 3000];
/** Page-clock ms by which a slowed replay has ended. */
const ENDS_AT = 4100;

const bar = (page: Page) => page.locator(".gs-dev-tools");

/** The strip's stage as drawn, the panel and the bar masked (they may lie over it). */
async function stageShot(page: Page) {
  const stage = strip(page).locator(".strip__stage");
  await stage.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
  return stage.screenshot({ mask: [panel(page), bar(page)] });
}

/** To page 2 on the strip's `renderer`, time then frozen; resolves with the settled stage. */
async function changedOnce(page: Page, renderer: Renderer) {
  if (renderer === "dom") await withoutWebGL(page);
  await page.addInitScript(([key, json]) => localStorage.setItem(key!, json!), [KEY, JSON.stringify(TUNED)]);
  await page.clock.install({ time: T0 });
  await page.goto("/?debug");
  const pageTwo = strip(page).getByRole("button", { name: "Page 2" });
  await pageTwo.scrollIntoViewIfNeeded();
  await arrive(page);
  await expect(strip(page)).toHaveAttribute("data-renderer", renderer, { timeout: 30_000 });
  // The panel's tools are on before the change: they keep what it drew (the DOM cards' may end at once).
  await expect(panel(page)).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.clock.pauseAt(T0.getTime() + 60_000);
  await pageTwo.press("Enter");
  // Its snapshots are made and its page comes on the page's own time: time is stepped until it has ended.
  await expect(async () => {
    await page.clock.runFor(1000);
    await expect(cards(page)).toHaveText(pageTitles(2), { timeout: 100 });
    await expect(strip(page)).not.toHaveAttribute("data-gpu-drawing", { timeout: 100 });
    // Kept for the panel once ended: the bar holds the whole change, leave and enter.
    await expect(bar(page).locator(".duration")).toHaveText("1.00", { timeout: 100 });
  }).toPass();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return stageShot(page);
}

/**
 * Starts a replay (`start`) and samples the stage at SAMPLES: each frame differs from the settled one and
 * from the one before, that is the change still draws past its full-speed end; by ENDS_AT it has ended,
 * on the settled frame again. Time passes in frames up to half a second apart (passTime), as a slow
 * machine's may: the replay keeps the page's time through them (GSAP left to smooth them lost it).
 */
async function expectSlowedReplay(page: Page, settled: Buffer, start: () => Promise<unknown>) {
  await start();
  let before = settled;
  let elapsed = 0;
  for (const at of SAMPLES) {
    await passTime(page, at - elapsed);
    elapsed = at;
    const frame = await stageShot(page);
    expect(await differing(settled, frame), `${at} ms in: still moving`).toBeGreaterThan(0.02);
    expect(await differing(before, frame), `${at} ms in: moved since`).toBeGreaterThan(0.02);
    before = frame;
  }
  await passTime(page, ENDS_AT - elapsed);
  expect(await differing(settled, await stageShot(page)), `ended by ${ENDS_AT} ms`).toBeLessThan(0.01);
}

for (const renderer of RENDERERS)
  test.describe(onRenderer("the debug panel's Playback on the strip", renderer), () => {
    // Software WebGL: each picture of the stage takes seconds on a busy machine.
    test.setTimeout(480_000);
    skipUnlessDrawnBy(renderer);

    test("slow ¼×: Replay plays the strip's change at a quarter speed, the bar in its tuned ms at 0.25x", async ({
      page,
      consoleProblems,
    }) => {
      const settled = await changedOnce(page, renderer);
      const p = panel(page);
      await toggle(p.getByLabel("Slow motion"), true);
      await expect(page.getByRole("combobox", { name: "Playback speed" })).toHaveValue("0.25");
      await expectSlowedReplay(page, settled, () =>
        p.getByRole("button", { name: "Replay transition" }).click(),
      );
      await expect(bar(page).locator(".time-scale-label")).toHaveText("0.25x");
      // The bar's length is the change's own: 500 ms out, 500 ms in, not four times that.
      await expect(bar(page).locator(".duration")).toHaveText("1.00");
      takeConsole(consoleProblems, (line) => line.includes("GL Driver Message"));
    });

    test("Loop after a strip change replays the strip, slowed, again after each end, none once unticked", async ({
      page,
      consoleProblems,
    }) => {
      const settled = await changedOnce(page, renderer);
      const p = panel(page);
      await toggle(p.getByLabel("Slow motion"), true);
      const loop = p.getByLabel("Loop transition");
      // Loop replays at once, and again 600 ms after each end (100 ms past it here), slowed each time.
      await expectSlowedReplay(page, settled, () => toggle(loop, true));
      await expectSlowedReplay(page, settled, () => page.clock.runFor(600));
      // Unticked in the pause: no replay comes.
      await toggle(loop, false);
      await page.clock.runFor(1000);
      expect(await differing(settled, await stageShot(page)), "no replay once unticked").toBeLessThan(0.01);
      takeConsole(consoleProblems, (line) => line.includes("GL Driver Message"));
    });
  });
