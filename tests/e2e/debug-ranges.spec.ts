import { enter, panel, stored } from "../support/debugPanel.ts";
import { expect, test } from "../support/fixtures.ts";

// Issue 41: a typo never ships. Every number field is a slider over its range (behaviour.md 9, "Tunable
// ranges"); what is typed outside it, or is not a number, is refused in words; Import refuses what Save
// and the build would, and applies nothing then.

test.describe("the debug panel's ranges", () => {
  test("a typed value out of range or not a number is refused, naming the field, the rule and the nearest value", async ({
    page,
  }) => {
    await page.goto("/?debug");
    const p = panel(page);
    const alert = p.getByRole("alert");
    const duration = p.getByLabel("Slideshow duration (ms)");
    await enter(duration, "1e9");
    await expect(alert).toHaveText(
      "Slideshow duration (ms): 1000000000 is not allowed: must be 0 to 5000 ms (nearest allowed: 5000 ms)",
    );
    await expect(duration).toHaveValue(/^500/);
    await enter(p.getByLabel("Blinds"), "1.5");
    await expect(alert).toHaveText(
      "Blinds: 1.5 is not allowed: must be a whole number from 1 to 64 (nearest allowed: 2)",
    );
    await enter(p.getByLabel("Slideshow stagger (ms)"), "abc");
    await expect(alert).toHaveText('Slideshow stagger (ms): "abc" is not a number: must be 0 to 1000 ms');
    await p.getByRole("button", { name: "Strip" }).click();
    await enter(p.getByLabel("Strip extra distance (px)"), "-40");
    await expect(alert).toHaveText(
      "Strip extra distance (px): -40 is not allowed: must be 0 to 1000 px (nearest allowed: 0 px)",
    );
    expect(await stored(page)).toBeNull();
    // A named speed, as the messages offer, is taken as its ms.
    await enter(duration, "fast");
    await expect(alert).toBeHidden();
    await expect.poll(() => stored(page)).toBe('{"slideshow":{"duration":200}}');
  });

  test("Import refuses what Save would, says why, and applies nothing", async ({ page }) => {
    await page.goto("/?debug");
    const p = panel(page);
    const alert = p.getByRole("alert");
    const status = p.getByRole("status");
    const tryImport = async (json: string) => {
      await p.getByLabel("Settings JSON").fill(json);
      await p.getByRole("button", { name: "Import" }).click();
    };
    await tryImport("[]");
    await expect(alert).toHaveText(/^Invalid motion settings: expected an object/);
    await tryImport('{"slideshow":{"durration":800}}');
    await expect(alert).toContainText('"durration"');
    await tryImport('{"slideshow":{"animation":"gl:nope"}}');
    await expect(alert).toHaveText(
      'Invalid motion settings: slideshow.animation: "gl:nope" is not a transition of the gl-transitions catalogue',
    );
    await tryImport('{"slideshow":{"glParams":{"windowslice":{"count":-5}}}}');
    await expect(alert).toHaveText(
      "Invalid motion settings: slideshow.glParams.windowslice.count: -5 is not allowed: must be 0 to 100 (nearest allowed: 0)",
    );
    await expect(status).not.toHaveText("Settings imported");
    expect(await stored(page)).toBeNull();
    await tryImport('{"slideshow":{"glParams":{"windowslice":{"count":20}}}}');
    await expect(status).toHaveText("Settings imported");
    await expect(alert).toBeHidden();
    expect(await stored(page)).toBe('{"slideshow":{"glParams":{"windowslice":{"count":20}}}}');
  });
});

test.describe("the debug panel's undo and redo", () => {
  test("every edit undoes and redoes, by key and by button, back to the page's load", async ({ page }) => {
    await page.goto("/?debug");
    const p = panel(page);
    const duration = p.getByLabel("Slideshow duration (ms)");
    const undo = p.getByRole("button", { name: "Undo edit" });
    const redo = p.getByRole("button", { name: "Redo edit" });
    await expect(undo).toBeDisabled();
    await enter(duration, "800");
    await enter(p.getByLabel("Blinds"), "12");
    await expect.poll(() => stored(page)).toBe('{"slideshow":{"duration":800,"blinds":12}}');
    // Ctrl+Z from the page (not a text field, which keeps its own undo of what is typed).
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("Control+z");
    await expect.poll(() => stored(page)).toBe('{"slideshow":{"duration":800}}');
    await expect(p.getByLabel("Blinds")).toHaveValue("24");
    await undo.click();
    await expect.poll(() => stored(page)).toBeNull();
    await expect(duration).toHaveValue("500");
    await expect(undo).toBeDisabled();
    await expect(p.getByRole("status")).toHaveText("Edit undone");
    await redo.click();
    await expect(duration).toHaveValue("800");
    await page.keyboard.press("Control+Shift+z");
    await expect.poll(() => stored(page)).toBe('{"slideshow":{"duration":800,"blinds":12}}');
    await expect(redo).toBeDisabled();
    await page.keyboard.press("Control+Shift+z");
    await expect(p.getByRole("status")).toHaveText("Nothing to redo");
  });
});
