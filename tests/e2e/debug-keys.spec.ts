import type { Locator, Page } from "@playwright/test";
import { panel } from "../support/debugPanel.ts";
import { expect, takeConsole, test } from "../support/fixtures.ts";
import { gpuSlideshow } from "../support/pageData.ts";
import { passTime } from "../support/pageTime.ts";
import { differing } from "../support/pixels.ts";
import { expectSlide } from "../support/slideshowPage.ts";

/**
 * Issue 41 item 6: the panel's playback keys. Space, ← →, Home and End move the change on GSDevTools'
 * bar (judged by the bar's time and the stage's pixels), R, S and L do what Replay, slow ¼× and Loop do
 * (judged by the slideshow's state under page.clock), and none of them acts in a text field or takes
 * the slideshow's own arrows.
 */

/** blindsRight at 500 ms: 24 blinds 50 ms apart take 1.65 s. */
const SETTINGS = { animation: "blindsRight", duration: 500 };

const bar = (page: Page) => page.locator(".gs-dev-tools");
const barTime = (page: Page) => bar(page).locator(".time");

/** The stage as drawn, the panel and the bar masked (they may lie over it). */
const stageShot = (page: Page, r: Locator) =>
  r.locator(".slideshow__stage").screenshot({ mask: [panel(page), bar(page)] });

/** One change to the next slide, ended, then the focus back on the page itself (the body). */
async function changedOnce(page: Page, r: Locator) {
  await r.evaluate((el) => el.scrollIntoView({ block: "start", behavior: "instant" }));
  await r.getByRole("button", { name: "Next slide" }).press("Enter");
  await page.clock.runFor(2000);
  await expect(r).toHaveAttribute("data-state", "idle");
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Presses `key` on the page and lets GSDevTools' bar draw what it did. */
async function press(page: Page, key: string, times = 1) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
  await page.clock.runFor(50);
}

test.describe("the debug panel's playback keys", () => {
  // Software WebGL: each picture of the stage takes seconds on a busy machine.
  test.setTimeout(300_000);

  test("Space, ← →, Home and End play, pause and move the change on the bar, drawn on the stage", async ({
    page,
    consoleProblems,
  }) => {
    const r = await gpuSlideshow(page, SETTINGS, { path: "/?debug" });
    await changedOnce(page, r);
    await expect(bar(page).locator(".duration")).toHaveText("1.65");
    await expect(barTime(page)).toHaveText("1.65");
    const settled = await stageShot(page, r);

    await press(page, "Home");
    await expect(barTime(page)).toHaveText("0.00");
    expect(await differing(settled, await stageShot(page, r)), "at its start").toBeGreaterThan(0.02);
    await press(page, "ArrowRight", 3);
    await expect(barTime(page)).toHaveText("0.05"); // 3 frames of 1/60 s
    await press(page, "ArrowLeft");
    await expect(barTime(page)).toHaveText("0.03");
    await press(page, "End");
    await expect(barTime(page)).toHaveText("1.65");
    expect(await differing(settled, await stageShot(page, r)), "at its end").toBeLessThan(0.01);
    await press(page, "End");
    await press(page, "ArrowLeft", 30);
    await expect(barTime(page)).toHaveText("1.15");
    const midway = await stageShot(page, r);
    expect(await differing(settled, midway), "half a second before its end").toBeGreaterThan(0.02);

    // Space plays from there, and Space again pauses: the time stands still as the clock runs.
    await press(page, " ");
    await page.clock.runFor(300);
    const played = Number(await barTime(page).textContent());
    expect(played).toBeGreaterThan(1.3);
    await press(page, " ");
    const paused = await barTime(page).textContent();
    await page.clock.runFor(500);
    await expect(barTime(page)).toHaveText(paused ?? "");
    expect(Number(paused)).toBeLessThan(1.65);
    takeConsole(consoleProblems, (line) => line.includes("GL Driver Message"));
  });

  test("R, S and L are Replay, slow ¼× and Loop; in a text field keys are typed, and the slideshow keeps its arrows", async ({
    page,
    consoleProblems,
  }) => {
    const r = await gpuSlideshow(page, SETTINGS, { path: "/?debug" });
    const p = panel(page);
    await changedOnce(page, r);
    const settled = await stageShot(page, r);

    await page.keyboard.press("r");
    await expect(r).toHaveAttribute("data-state", "running");
    await passTime(page, 800);
    expect(await differing(settled, await stageShot(page, r)), "replaying").toBeGreaterThan(0.02);
    await passTime(page, 1000);
    await expect(r).toHaveAttribute("data-state", "idle");

    // S: a quarter of the speed, on the switch and the bar; 1.65 s take 6.6 s.
    await page.keyboard.press("s");
    await expect(p.getByLabel("Slow motion")).toBeChecked();
    await expect(page.getByRole("combobox", { name: "Playback speed" })).toHaveValue("0.25");
    await page.keyboard.press("r");
    await passTime(page, 6000);
    await expect(r).toHaveAttribute("data-state", "running");
    await passTime(page, 700);
    await expect(r).toHaveAttribute("data-state", "idle");
    await page.keyboard.press("s");
    await expect(p.getByLabel("Slow motion")).not.toBeChecked();

    // L: replays at once, and again 600 ms after each end, until L again.
    await page.keyboard.press("l");
    await expect(p.getByLabel("Loop transition")).toBeChecked();
    await expect(r).toHaveAttribute("data-state", "running");
    await passTime(page, 1800);
    await expect(r).toHaveAttribute("data-state", "idle");
    await passTime(page, 600);
    await expect(r).toHaveAttribute("data-state", "running");
    await page.keyboard.press("l");
    await expect(p.getByLabel("Loop transition")).not.toBeChecked();
    await passTime(page, 3000);
    await expect(r).toHaveAttribute("data-state", "idle");

    // Typed in the Settings JSON, the keys are text: nothing plays, no switch moves, the bar stays.
    const json = p.getByLabel("Settings JSON");
    await json.focus();
    await page.keyboard.type("rsl ");
    for (const key of ["Home", "ArrowLeft"]) await json.press(key);
    await expect(json).toHaveValue("rsl ");
    await page.clock.runFor(100);
    await expect(r).toHaveAttribute("data-state", "idle");
    await expect(p.getByLabel("Slow motion")).not.toBeChecked();
    await expect(p.getByLabel("Loop transition")).not.toBeChecked();
    await expect(barTime(page)).toHaveText("1.65");

    // Focus on the slideshow: its arrows change slides, as without the panel.
    await r.getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(r).toHaveAttribute("data-state", "running");
    await passTime(page, 2000);
    await expectSlide(r, 3);
    takeConsole(consoleProblems, (line) => line.includes("GL Driver Message"));
  });

  test("the panel lists its keys", async ({ page }) => {
    await page.goto("/?debug");
    const p = panel(page);
    await p.getByText("Keys", { exact: true }).click();
    await expect(p.getByRole("list", { name: "Keyboard shortcuts" }).getByRole("listitem")).toHaveText([
      "Space play or pause",
      "← a frame back (1/60 s)",
      "→ a frame forward",
      "Home to the change's start",
      "End to its end",
      "R replay",
      "S slow ¼× on or off",
      "L loop on or off",
    ]);
  });
});
