import { enter, panel, stored } from "../support/debugPanel.ts";
import { expect, test } from "../support/devServer.ts";
import { diffLines, saveBox } from "../support/motionSave.ts";

// Issue 41, item 3: each tuned field goes back to content's value on its own, beside its control, as one
// edit that Undo takes back. Under `npm run dev`, so Save's diff (a dry run: nothing is written) shows
// what would reach content.

test("a field's revert takes it alone back to content's value, as one edit that Undo takes back", async ({
  devServer,
  page,
}) => {
  test.setTimeout(180_000); // the dev server compiles the page and the panel on first request
  await page.goto(`${devServer}/?debug`);
  const p = panel(page);
  const duration = p.getByLabel("Slideshow duration (ms)");
  const revertDuration = p.getByRole("button", { name: "Revert Slideshow duration (ms) to 500" });
  await expect(duration).toHaveValue("500", { timeout: 60_000 });
  // A field that equals content's value has no revert.
  await expect(p.getByRole("button", { name: /^Revert / })).toHaveCount(0);
  await enter(duration, "800");
  await enter(p.getByLabel("Blinds"), "12");
  await expect.poll(() => stored(page)).toBe('{"slideshow":{"duration":800,"blinds":12}}');
  await expect(p.getByRole("button", { name: /^Revert / })).toHaveCount(2);
  // Beside its field: on the field's row.
  const [field, mark] = [await duration.boundingBox(), await revertDuration.boundingBox()];
  const middle = (mark?.y ?? 0) + (mark?.height ?? 0) / 2;
  expect(middle).toBeGreaterThan(field?.y ?? 0);
  expect(middle).toBeLessThan((field?.y ?? 0) + (field?.height ?? 0));

  await revertDuration.click();
  await expect(duration).toHaveValue("500");
  await expect(p.getByLabel("Blinds")).toHaveValue("12");
  await expect(p.getByRole("status")).toHaveText("Slideshow duration (ms) reverted to content's 500");
  await expect(revertDuration).toHaveCount(0);
  await expect(p.getByRole("button", { name: "Revert Blinds to 24" })).toBeVisible();
  await expect.poll(() => stored(page)).toBe('{"slideshow":{"blinds":12}}');
  // What would reach content: the blinds alone.
  await p.getByRole("button", { name: "Save to content" }).click();
  await expect(diffLines(page)).toHaveText([
    "content/gallery.json",
    "Blinds: (not set) → 12 settings.blinds",
  ]);
  await saveBox(page).getByRole("button", { name: "Cancel" }).click();

  // One edit: Undo brings the tuned value back, and its revert.
  await p.getByRole("button", { name: "Undo edit" }).click();
  await expect(duration).toHaveValue("800");
  await expect(revertDuration).toBeVisible();
  await expect.poll(() => stored(page)).toBe('{"slideshow":{"duration":800,"blinds":12}}');
});

test("a catalogue parameter and a strip field revert the same way", async ({ page }) => {
  await page.goto("/?debug");
  const p = panel(page);
  await p.getByLabel("Slideshow animation").selectOption("gl:windowslice");
  const count = p.getByLabel("gl:windowslice count");
  await enter(count, "20");
  await p.getByRole("button", { name: "Strip" }).click();
  const stagger = p.getByLabel("Strip stagger (ms)");
  const before = await stagger.inputValue();
  await enter(stagger, "300");
  await expect
    .poll(() => stored(page))
    .toBe(
      '{"slideshow":{"animation":"gl:windowslice","glParams":{"windowslice":{"count":20}}},"strip":{"motion":{"fadeDelay":{"stagger":300}}}}',
    );
  await p.getByRole("button", { name: "Revert gl:windowslice count to 10" }).click();
  await expect(count).toHaveValue("10");
  // From the keyboard: focus goes on to the field, not to the page, as the button hides.
  await p.getByRole("button", { name: `Revert Strip stagger (ms) of fadeDelay to ${before}` }).press("Enter");
  await expect(stagger).toHaveValue(before);
  await expect(stagger).toBeFocused();
  await expect.poll(() => stored(page)).toBe('{"slideshow":{"animation":"gl:windowslice"}}');
});
