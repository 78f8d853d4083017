import { differing } from "../support/pixels.ts";
import { expect, test } from "./support/fixtures.ts";
import { arrive, stripOnGpu, stripOnPage, stripStage } from "./support/widgets.ts";

test("Next page shows the strip's second page", async ({ site }) => {
  await site.visit("/");
  await site.click("button", "Next page");
  await stripOnPage(site, 2);
});

test("a mouse drag on the strip moves its cards before release and completes the change", async ({
  site,
  windowSize,
}) => {
  test.skip(windowSize.width < 768, "the strip follows a mouse on its canvas from 768 px");
  await site.visit("/");
  const box = await stripStage(site);
  await arrive(site);
  await stripOnGpu(site);
  const [x, y] = [box.x + box.width * 0.75, box.y + 100];
  const start = await site.picture(box);
  await site.pointer([{ move: [x, y] }, "down", { move: [x - 160, y], duration: 400 }]);
  expect(await differing(start, await site.picture(box)), "moved under the held drag").toBeGreaterThan(0.05);
  await site.pointer(["up"]);
  await stripOnPage(site, 2);
});
