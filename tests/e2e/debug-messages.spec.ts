import type { Locator, Page } from "@playwright/test";
import { loadContent } from "../../src/content/load.ts";
import { enter, KEY, next, notice, panel, region, stored, T0 } from "../support/debugPanel.ts";
import { expect, test } from "../support/fixtures.ts";

const { gallery } = loadContent();
const TUNED = JSON.stringify({ slideshow: { duration: 1500, ease: "expo.out" }, strip: { delay: 9 } });

/** Expects `el` drawn wholly inside the window and inside the panel's visible (scrolled) area. */
async function expectInView(page: Page, el: Locator) {
  const box = await el.boundingBox();
  const area = await panel(page).boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  if (!box || !area) throw new Error("not drawn");
  expect(box.y).toBeGreaterThanOrEqual(Math.max(0, area.y));
  expect(box.y + box.height).toBeLessThanOrEqual(Math.min(height, area.y + area.height));
}

/** The panel with settings imported from its text box. */
async function tuned(page: Page) {
  await page.goto("/?debug");
  const p = panel(page);
  await p.getByLabel("Settings JSON").fill(TUNED);
  await p.getByRole("button", { name: "Import" }).click();
  await expect.poll(() => stored(page)).toBe(TUNED);
  return p;
}

test.describe("the debug panel's messages and undo", () => {
  test.slow(); // many controls driven over a page load: a while on a busy machine

  test("a refusal shows where the designer is looking, and goes once a good value is entered", async ({
    page,
  }) => {
    await page.goto("/?debug");
    const p = panel(page);
    const alert = p.getByRole("alert");
    // A field far down the panel: the Strip folder open below the Slideshow's.
    await p.getByRole("button", { name: "Strip" }).click();
    const duration = p.getByLabel("Strip duration (ms)");
    const inEffect = await duration.inputValue();
    await enter(duration, "-1");
    await expect(alert).toHaveText(/^Strip duration \(ms\): -1 is not allowed: must be 0 to 5000 ms /);
    await expectInView(page, alert);
    // The value in effect entered again is a good value: the refusal goes, though no setting changed.
    await enter(duration, inEffect);
    await expect(alert).toBeHidden();
    await enter(p.getByLabel("Strip ease", { exact: true }), "wobbly");
    await expect(alert).toHaveText('Invalid ease: "wobbly"');
    await expectInView(page, alert);
    await enter(p.getByLabel("Strip ease", { exact: true }), "sine.out");
    await expect(alert).toBeHidden();
    expect(await stored(page)).toBe('{"strip":{"ease":"sine.out"}}');
  });

  test("Reset is set apart from the other actions, and Undo puts the exact tuning back", async ({ page }) => {
    const p = await tuned(page);
    const reset = p.getByRole("button", { name: "Reset", exact: true });
    const colour = (b: Locator) => b.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await colour(reset)).not.toBe(await colour(p.getByRole("button", { name: "Export" })));
    await reset.click();
    expect(await stored(page)).toBeNull();
    await expect(p.getByLabel("Slideshow duration (ms)")).toHaveValue(/^500/);
    await expect(p.getByRole("status")).toHaveText("Tuned motion cleared: the content's settings apply");
    const undo = p.getByRole("button", { name: "Undo reset" });
    await expectInView(page, undo);
    // Another note (Export's) leaves the Undo offered.
    await p.getByRole("button", { name: "Export" }).click();
    await expect(p.getByRole("status")).toHaveText(/^Settings (copied|are in the text box)/);
    await undo.click();
    await expect.poll(() => stored(page)).toBe(TUNED);
    await expect(p.getByRole("status")).toHaveText("Reset undone: the tuned motion is back");
    await expect(p.getByLabel("Slideshow duration (ms)")).toHaveValue(/^1500/);
    await expect(undo).toHaveCount(0);
    // Once the settings change again, undoing the reset would throw that change away: no Undo then.
    await reset.click();
    await enter(p.getByLabel("Slideshow duration (ms)"), "900");
    await expect(undo).toHaveCount(0);
    expect(await stored(page)).toBe('{"slideshow":{"duration":900}}');
  });

  test("the page's Clear tuned motion can be undone", async ({ page }) => {
    await page.addInitScript(([key, json]) => localStorage.setItem(key!, json!), [KEY, TUNED]);
    await page.goto("/");
    await notice(page).getByRole("button", { name: "Clear tuned motion" }).click();
    expect(await stored(page)).toBeNull();
    const cleared = page.getByRole("status").filter({ hasText: "Tuned motion cleared" });
    await cleared.getByRole("button", { name: "Undo" }).click();
    await expect(notice(page)).toBeVisible();
    expect(await stored(page)).toBe(TUNED);
    await expect(cleared).toHaveCount(0);
    // Cleared again and closed: the content's motion plays, and the page says no more.
    await notice(page).getByRole("button", { name: "Clear tuned motion" }).click();
    await cleared.getByRole("button", { name: "Close" }).click();
    await expect(cleared).toHaveCount(0);
    expect(await stored(page)).toBeNull();
  });

  test("Replay before any slide change plays the next slide, and after one plays the last again", async ({
    page,
  }) => {
    await page.clock.install({ time: T0 });
    await page.goto("/?debug");
    const r = region(page);
    const p = panel(page);
    await r.evaluate((el) => el.scrollIntoView({ block: "start", behavior: "instant" }));
    await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
    const replay = p.getByRole("button", { name: "Replay transition" });
    await replay.click();
    await expect(r).toHaveAttribute("data-state", "running");
    await expect(p.getByRole("status")).toHaveText("");
    await page.clock.runFor(800);
    await expect(r).toHaveAttribute("data-state", "idle");
    await expect(r.getByRole("group", { name: `2 of ${gallery.slides.length}` })).toBeVisible();
    await next(r);
    await page.clock.runFor(800);
    await expect(r).toHaveAttribute("data-state", "idle");
    await replay.click();
    await expect(r).toHaveAttribute("data-state", "running");
    await page.clock.runFor(800);
    await expect(r.getByRole("group", { name: `3 of ${gallery.slides.length}` })).toBeVisible();
  });

  test("the curve shows the ease in force, and a curve drawn there becomes the ease", async ({ page }) => {
    await page.goto("/?debug");
    const p = panel(page);
    const curve = p.getByLabel("Slideshow curve");
    const label = (text: string) => p.getByText(text, { exact: true });
    // The content's power1.inOut: its nearest cubic-bezier, labelled as such.
    await expect(curve).toHaveValue("cubic-bezier(0.45, 0.00, 0.55, 1.00)");
    await expect(label("≈ power1.inOut")).toBeVisible();
    await p.getByLabel("Slideshow ease preset").selectOption("expo.out");
    await expect(curve).toHaveValue("cubic-bezier(0.16, 1.00, 0.30, 1.00)");
    await expect(label("≈ expo.out")).toBeVisible();
    // Showing the ease's curve stores nothing of its own.
    expect(await stored(page)).toBe('{"slideshow":{"ease":"expo.out"}}');
    await p.getByLabel("Slideshow ease preset").selectOption("bounce.out");
    await expect(label("≠ bounce.out")).toBeVisible(); // no curve draws a bounce: a plain line, marked so
    await expect(curve).toHaveValue("cubic-bezier(0.00, 0.00, 1.00, 1.00)");
    await enter(p.getByLabel("Slideshow ease", { exact: true }), "cubic-bezier(0.2, 0.8, 0.2, 1)");
    await expect(curve).toHaveValue("cubic-bezier(0.20, 0.80, 0.20, 1.00)");
    await expect(label("curve")).toBeVisible();
    await enter(curve, "cubic-bezier(0.1, 0.6, 0.3, 1)");
    await expect.poll(() => stored(page)).toBe('{"slideshow":{"ease":"cubic-bezier(0.1, 0.6, 0.3, 1)"}}');
    await expect(p.getByLabel("Slideshow ease", { exact: true })).toHaveValue(
      "cubic-bezier(0.1, 0.6, 0.3, 1)",
    );
  });
});
