import type { Locator, Page } from "@playwright/test";
import { panel, toggle } from "../support/debugPanel.ts";
import { expect, takeConsole, test } from "../support/fixtures.ts";
import { gpuSlideshow, withGallerySettings } from "../support/pageData.ts";
import { passTime } from "../support/pageTime.ts";
import { differing } from "../support/pixels.ts";
import { region, T0, withoutWebGL } from "../support/slideshowPage.ts";
import { arrive } from "../support/visitor.ts";

/**
 * Issue 33: the panel's "slow ¼×" and loop act on what is drawn, with GSDevTools attached (it reset
 * the canvas's timeline to 1x as it attached: a slowed replay drew at full speed, then stood still).
 * Judged on the stage's pixels as page.clock steps time, never on a state attribute.
 */

/** blindsRight at 500 ms: 24 blinds 50 ms apart take 1.65 s, and 6.6 s at a quarter of the speed. */
const SETTINGS = { animation: "blindsRight", duration: 500 };
/** Page-clock ms into a slowed change when the stage is sampled: past the end of the same change at 1x. */
const SAMPLES = [2400, 4800];

/**
 * What the stage draws now: the panel and GSDevTools' bar masked (they may lie over it), the slideshow
 * at the top of the window first (on a phone, focusing the panel's switches scrolls the page beneath it).
 */
async function stageShot(page: Page, stage: Locator) {
  await region(page).evaluate((el) => el.scrollIntoView({ block: "start", behavior: "instant" }));
  return stage.screenshot({ mask: [panel(page), page.locator(".gs-dev-tools")] });
}

/**
 * Replays the last transition (a `start` press) and samples the stage at SAMPLES: each frame must
 * differ from the settled frame and from the one before, that is the change is still drawing; at
 * `endsAt` ms it has ended, on the settled frame again.
 */
async function expectSlowedReplay(
  page: Page,
  stage: Locator,
  { settled, endsAt }: { settled: Buffer; endsAt: number },
  start: () => Promise<unknown>,
) {
  await start();
  let before = settled;
  let elapsed = 0;
  for (const at of SAMPLES) {
    await passTime(page, at - elapsed);
    elapsed = at;
    const frame = await stageShot(page, stage);
    expect(await differing(settled, frame), `${at} ms in: still moving`).toBeGreaterThan(0.02);
    expect(await differing(before, frame), `${at} ms in: moved since`).toBeGreaterThan(0.02);
    before = frame;
  }
  await passTime(page, endsAt - elapsed);
  expect(await differing(settled, await stageShot(page, stage)), `ended at ${endsAt} ms`).toBeLessThan(0.01);
}

async function settledAfterNext(page: Page, r: Locator) {
  const stage = r.locator(".slideshow__stage");
  await r.evaluate((el) => el.scrollIntoView({ block: "start", behavior: "instant" }));
  const next = r.getByRole("button", { name: "Next slide" });
  await next.press("Enter");
  await passTime(page, 2000);
  await expect(r).toHaveAttribute("data-state", "idle");
  await next.blur(); // its focus ring is not part of the slide (the panel takes the focus next)
  return { stage, settled: await stageShot(page, stage) };
}

test.describe("the debug panel's slow motion and loop", () => {
  // Software WebGL: each picture of the stage takes seconds on a busy machine.
  test.setTimeout(480_000);

  test("on the canvas, with GSDevTools attached: slowed, and the bar shows and sets the speed", async ({
    page,
    consoleProblems,
  }) => {
    const r = await gpuSlideshow(page, SETTINGS, { path: "/?debug" });
    const p = panel(page);
    const { stage, settled } = await settledAfterNext(page, r);
    const speed = page.getByRole("combobox", { name: "Playback speed" });
    await expect(speed).toHaveValue("1");

    await toggle(p.getByLabel("Slow motion"), true);
    await expect(speed).toHaveValue("0.25");
    const replay = p.getByRole("button", { name: "Replay transition" });
    await expectSlowedReplay(page, stage, { settled, endsAt: 6700 }, () => replay.click());
    await expect(page.locator(".gs-dev-tools .time-scale-label")).toHaveText("0.25x");

    // The bar's speed is the same setting: 1x there unticks "slow ¼×", and a replay plays at full speed.
    await speed.selectOption("1");
    await expect(p.getByLabel("Slow motion")).not.toBeChecked();
    await replay.click();
    await passTime(page, SAMPLES[0]!);
    expect(await differing(settled, await stageShot(page, stage))).toBeLessThan(0.01);
    takeConsole(consoleProblems, (line) => line.includes("GL Driver Message"));
  });

  test("on the canvas, looped: each replay slowed, and none once unticked", async ({
    page,
    consoleProblems,
  }) => {
    const r = await gpuSlideshow(page, SETTINGS, { path: "/?debug" });
    const p = panel(page);
    const { stage, settled } = await settledAfterNext(page, r);
    const slowed = { settled, endsAt: 6700 };
    await toggle(p.getByLabel("Slow motion"), true);
    // Loop replays at once, and again 600 ms after each end (100 ms past it here), slowed each time.
    await expectSlowedReplay(page, stage, slowed, () => toggle(p.getByLabel("Loop transition"), true));
    await expectSlowedReplay(page, stage, slowed, () => passTime(page, 600));
    // Unticked in the pause: no replay comes.
    await toggle(p.getByLabel("Loop transition"), false);
    await passTime(page, 1000);
    expect(await differing(settled, await stageShot(page, stage))).toBeLessThan(0.01);
    takeConsole(consoleProblems, (line) => line.includes("GL Driver Message"));
  });

  test("on the DOM (no WebGL): slowed too", async ({ page }) => {
    await withoutWebGL(page);
    // 1.5 s: over before the first sample at full speed, 6 s at a quarter.
    await withGallerySettings(page, { animation: "slideLeft", duration: 1500 });
    await page.clock.install({ time: T0 });
    await page.goto("/?debug");
    await arrive(page);
    const r = region(page);
    await expect(r.getByRole("button", { name: "Zoom in" })).toBeVisible(); // the other slides are in
    // Decoded, so the frames that show the next slide draw its picture.
    await r
      .locator("[data-slide] img")
      .evaluateAll((imgs) => Promise.all(imgs.map((img) => (img as HTMLImageElement).decode())));
    await page.clock.pauseAt(T0.getTime() + 60_000);
    await expect(r).toHaveAttribute("data-renderer", "dom");
    const { stage, settled } = await settledAfterNext(page, r);
    const p = panel(page);
    await toggle(p.getByLabel("Slow motion"), true);
    await expectSlowedReplay(page, stage, { settled, endsAt: 6100 }, () =>
      p.getByRole("button", { name: "Replay transition" }).click(),
    );
  });
});
