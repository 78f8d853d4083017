import type { Locator, Page } from "@playwright/test";
import { loadContent } from "../../src/content/load.ts";
import { type Look, lookWhileScrolling, markControls } from "../support/covered.ts";
import { expect, test } from "../support/fixtures.ts";
import { holdCode, SHELL } from "../support/heldCode.ts";
import { PAGE_WIDTHS } from "../support/widths.ts";

const { business } = loadContent().site;
const helpName = `Help: message ${business.name} on WhatsApp`;
/** Before the page wakes the help button is a plain link to the same conversation. */
const helpLinkName = `Message ${business.name} on WhatsApp`;

/** Scrolls the whole page, a step less than the button's height at a time, so every line passes its place. */
async function scrollPast(page: Page, help: Locator): Promise<Look[]> {
  await markControls(page, help);
  const { height } = (await help.boundingBox())!;
  return lookWhileScrolling(help, Math.floor(height) - 4);
}

const places = (looks: Look[]) => [...new Set(looks.map((l) => JSON.stringify(l.box)))];
const covered = (looks: Look[]) => looks.filter((l) => l.under.length > 0);

for (const { project, width, height } of PAGE_WIDTHS) {
  test.describe(() => {
    test.skip(({ device }) => device.project !== project, `a ${project} width`);
    test(`at ${width} × ${height} the help button keeps one place before and after waking and covers nothing as the page scrolls`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height });
      const shell = await holdCode(page, SHELL);
      await page.goto("/", { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      // Painted, its code not yet run: the plain link.
      const early = page.getByRole("link", { name: helpLinkName });
      const before = await scrollPast(page, early);

      shell.release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const help = page.getByRole("button", { name: helpName });
      // Awake, and once every picture has come (the slideshow's Zoom in appears when its picture has loaded).
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await expect(page.getByRole("button", { name: "Zoom in" })).toBeVisible();
      const after = await scrollPast(page, help);

      expect(covered(before), "asleep: what the button covered").toEqual([]);
      expect(covered(after), "awake: what the button covered").toEqual([]);
      expect(places([...before, ...after]), "the button's boxes, asleep and awake").toHaveLength(1);
      // behaviour.md 9: the first floating button, 15 px from the bottom, docked at the right edge.
      const { box } = after[0]!;
      expect([Math.round(width - box.right), Math.round(height - box.bottom)]).toEqual([0, 15]);
    });
  });
}

test.describe(() => {
  test.skip(({ device }) => device.project !== "phone", "a phone width");
  test("opened, the dialog sits above the button, inside the viewport, and the button stays", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/");
    const button = page.getByRole("button", { name: helpName });
    const closed = await button.boundingBox();
    await button.tap();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeInViewport({ ratio: 1 });
    expect(await button.boundingBox()).toEqual(closed);
    const opened = (await dialog.boundingBox())!;
    expect(opened.y + opened.height).toBeLessThanOrEqual(closed!.y);
  });
});
