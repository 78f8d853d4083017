import { expect, test } from "./support/fixtures.ts";

// One settled picture of the whole page per engine and width, against that engine's own baseline (engines
// draw text differently): before a visitor is about, so the widgets rest on their first slide and page.
test("the whole page, settled", async ({ site, engineName, windowSize }) => {
  await site.visit("/");
  await site.settled();
  expect(await site.fullPage()).toMatchSnapshot(`${engineName}-${windowSize.width}.png`, {
    maxDiffPixelRatio: 0.002,
  });
});
