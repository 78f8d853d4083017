import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { withStripSettings } from "../support/pageData.ts";
import {
  changedShare,
  dragStrip,
  drawnColumns,
  pixels,
  plainShare,
  stripAtRest,
} from "../support/stripDrag.ts";
import { strip } from "../support/stripPage.ts";

// Under a finger the strip's cards stay where it puts them (behaviour.md 11): with slide and flyIn the
// leading card (the whole list, or the first card) moves as far as the finger, held at a quarter and a
// half of the stage's width; a fade shows its change from the first pixels, with no empty screen.
test.beforeEach(async ({ page }) => {
  await withStripSettings(page, { prefetch: false });
});

/** The share of the finger's travel a card may be off by. */
const SLACK = 0.15;
const SHARES = [0.25, 0.5];

const firstCard = (page: Page) => strip(page).locator("[data-strips-item]").first();
const leftOf = (page: Page) => firstCard(page).evaluate((el) => el.getBoundingClientRect().left);

test.describe("on a phone the DOM cards", () => {
  test.skip(({ device }) => !device.isMobile, "a phone's touch and width");

  for (const animation of ["slide", "flyIn"] as const) {
    test(`${animation}: the first card moves as far as the finger`, async ({ page }) => {
      await withStripSettings(page, { prefetch: false, animation });
      const s = await stripAtRest(page, { gpu: false });
      const rest = await leftOf(page);
      const drag = await dragStrip(page, s, { touch: true });
      for (const share of SHARES) {
        await drag.to(share);
        const travel = share * drag.width;
        await expect.poll(async () => rest - (await leftOf(page))).toBeGreaterThan(travel * (1 - SLACK));
        expect(rest - (await leftOf(page))).toBeLessThan(travel * (1 + SLACK));
      }
    });
  }

  test("fadeDelay: the card a phone shows changes from the first pixels, and never leaves it empty", async ({
    page,
  }) => {
    await withStripSettings(page, { prefetch: false, animation: "fadeDelay" });
    const drag = await dragStrip(page, await stripAtRest(page, { gpu: false }), { touch: true });
    const card = (await firstCard(page).boundingBox())!;
    const picture = { ...card, height: 200 };
    let last = await pixels(page, picture);
    for (const share of [0.1, 0.2, 0.3, 0.4]) {
      await drag.to(share);
      const now = await pixels(page, picture);
      // Fainter than a moment ago, and still there: what the finger holds is seen going.
      expect(changedShare(last, now), `at ${share}`).toBeGreaterThan(0.2);
      expect(plainShare(now), `at ${share}`).toBeLessThan(0.9);
      last = now;
    }
  });
});

test.describe("from 768 px the GPU canvas", () => {
  test.skip(({ device }) => device.isMobile, "a mouse, the canvas");
  test.use({ viewport: { width: 768, height: 1024 } });

  /** Where the band across the cards' pictures shows them now: which columns are drawn. */
  async function band(page: Page) {
    const card = (await firstCard(page).boundingBox())!;
    const box = { x: 0, y: card.y + 120, width: 768, height: 40 };
    const [r, g, b] = await pixels(page, { ...box, width: 1, height: 1 });
    const background = [r!, g!, b!];
    return () => drawnColumns(page, box, background);
  }

  test("slide: the list's right edge moves as far as the mouse", async ({ page }) => {
    await withStripSettings(page, { prefetch: false, animation: "slide" });
    const s = await stripAtRest(page, { gpu: true });
    const columns = await band(page);
    const rightEdge = async () => (await columns()).lastIndexOf(true);
    const rest = await rightEdge();
    const drag = await dragStrip(page, s, { touch: false });
    for (const share of SHARES) {
      await drag.to(share);
      const travel = share * drag.width;
      await expect.poll(async () => rest - (await rightEdge())).toBeGreaterThan(travel * (1 - SLACK));
      expect(rest - (await rightEdge())).toBeLessThan(travel * (1 + SLACK));
    }
  });

  test("flyIn: the first card's right edge moves as far as the mouse", async ({ page }) => {
    await withStripSettings(page, { prefetch: false, animation: "flyIn" });
    const s = await stripAtRest(page, { gpu: true });
    const columns = await band(page);
    /** The end of the first run of drawn columns: the first card's right edge. */
    const firstEdge = async () => {
      const drawn = await columns();
      return drawn.indexOf(false, drawn.indexOf(true));
    };
    const rest = await firstEdge();
    const drag = await dragStrip(page, s, { touch: false });
    for (const share of SHARES) {
      await drag.to(share);
      const travel = share * drag.width;
      await expect.poll(async () => rest - (await firstEdge())).toBeGreaterThan(travel * (1 - SLACK));
      expect(rest - (await firstEdge())).toBeLessThan(travel * (1 + SLACK));
    }
  });
});
