import type { Page } from "@playwright/test";
import { loadContent } from "../../src/content/load.ts";
import { expect, test } from "../support/fixtures.ts";
import { holdCode, SHELL } from "../support/heldCode.ts";

const { features } = loadContent();
const HINT = "Swipe sideways to compare every tier";

/**
 * Whether the table overflows its scroller, and where the hint is drawn beside the table (null: it is
 * not). Beside the table, not on the page: the strip above grows to its steadiest height at wake, and
 * scroll anchoring keeps what the visitor sees where it was.
 */
async function look(page: Page) {
  const scroller = page.getByRole("region", { name: features.caption });
  const hint = page.getByText(HINT);
  // Both boxes in one frame: read one after the other, a scroll between them (anchoring) moves one only.
  const box = async () =>
    hint.evaluate(
      (el, table) => {
        const [h, t] = [el.getBoundingClientRect(), (table as Element).getBoundingClientRect()];
        return { x: h.x - t.x, y: h.y - t.y, width: h.width, height: h.height };
      },
      await scroller.elementHandle(),
    );
  return {
    overflows: await scroller.evaluate((el) => el.scrollWidth > el.clientWidth + 1),
    hint: (await hint.isVisible()) ? await box() : null,
  };
}

const cases = [
  // Beside the help button's lane the columns share 696 px: the table fits, with nothing to swipe.
  { project: "desktop", width: 800, scrolls: false },
  { project: "phone", width: 375, scrolls: true },
];

for (const { project, width, scrolls } of cases) {
  test.describe(() => {
    test.skip(({ device }) => device.project !== project, `a ${project} width`);
    test(`at ${width} px the hint shows exactly when the table scrolls, the same before and after waking`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const shell = await holdCode(page, SHELL);
      await page.goto("/#tiers", { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      const asleep = await look(page);
      shell.release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const awake = await look(page);

      expect(asleep.overflows).toBe(scrolls);
      expect(asleep.hint !== null, "the hint asleep").toBe(scrolls);
      // Nothing appears, goes or moves at wake.
      expect(awake).toEqual(asleep);
    });
  });
}
