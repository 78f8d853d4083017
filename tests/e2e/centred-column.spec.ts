import type { Page } from "@playwright/test";
import { loadContent } from "../../src/content/load.ts";
import { expect, test } from "../support/fixtures.ts";
import { PAGE_WIDTHS } from "../support/widths.ts";

const { gallery, strips } = loadContent();

/**
 * The column's parts a visitor sees, each as "name: px its centre lies right (+) or left (-) of the
 * window's": the hero's heading, the slideshow, the strip's cards, every section's heading and the
 * footer's lines.
 */
async function centres(page: Page, width: number): Promise<string[]> {
  const parts = [
    { name: "hero heading", at: page.getByRole("heading", { level: 1 }) },
    { name: "slideshow", at: page.getByRole("region", { name: gallery.label }) },
    ...strips.modules.map((m) => ({
      name: `strip "${m.title}"`,
      at: page.getByRole("list", { name: m.title }),
    })),
    { name: "heading", at: page.getByRole("main").getByRole("heading", { level: 2 }) },
    { name: "footer line", at: page.getByRole("contentinfo").getByRole("paragraph") },
  ];
  const found: string[] = [];
  for (const { name, at } of parts) {
    const boxes = await at.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()));
    expect(boxes.length, name).toBeGreaterThan(0);
    for (const box of boxes) found.push(`${name}: ${Math.round(box.x + box.width / 2 - width / 2)}`);
  }
  return found;
}

for (const { project, width, height } of PAGE_WIDTHS) {
  test.describe(() => {
    test.skip(({ device }) => device.project !== project, `a ${project} width`);
    test(`at ${width} × ${height} the content column is centred in the window, as the header is`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto("/");
      await page.evaluate(() => document.fonts.ready);
      const found = await centres(page, width);
      const offCentre = found.filter((line) => Math.abs(Number(line.split(": ").at(-1))) > 2);
      expect(offCentre, "more than 2 px off the window's centre").toEqual([]);
    });
  });
}
