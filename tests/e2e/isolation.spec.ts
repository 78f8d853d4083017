import { loadContent } from "../../src/content/load.ts";
import { untilIdle, withAnalytics } from "../support/analytics.ts";
import { expect, takeConsole, test } from "../support/fixtures.ts";
import { arrive } from "../support/visitor.ts";

const content = loadContent();
const stripTitles = content.strips.modules[0]!.items.map((i) => i.title);

/** The rest of the page still works: the strip pages, the help dialog. */
async function expectPageWorks(page: import("@playwright/test").Page) {
  const strip = page.locator("[data-strips='101']");
  await strip.getByRole("button", { name: "Page 2" }).click();
  await expect(strip.locator("[data-strips-item] h3")).toHaveText(stripTitles.slice(4, 8));
  await page.getByRole("button", { name: "Help" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
}

test("a widget that throws is logged in behaviour.md 8's words and the rest of the page works", async ({
  page,
  consoleProblems,
}) => {
  // Page data the feature table cannot render: its columns are gone.
  await page.route(/\/$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/"columns":\[/, '"columns":null,"was":[');
    const { "content-encoding": _, "content-length": __, ...headers } = response.headers();
    await route.fulfill({ response, body, headers });
  });
  await page.goto("/");
  await expect
    .poll(() => takeConsole(consoleProblems, (l) => l.startsWith("Error in file:")))
    .toEqual([
      "Error in file: src/widgets/featureTable/FeatureTable.tsx; Error: Cannot read properties of null (reading 'map')",
    ]);
  await expectPageWorks(page);
  await expect(page.getByRole("heading", { name: content.sections.tiers.heading })).toBeVisible();
});

test("a lazy script file that fails to load is logged and the rest of the page works", async ({
  page,
  consoleProblems,
}) => {
  await withAnalytics(page, { consent: false });
  await page.route(/\/assets\/vitals-[\w-]+\.js$/, (route) => route.abort());
  await page.goto("/");
  await untilIdle(page);
  await expect
    .poll(() => takeConsole(consoleProblems, (l) => l.startsWith("Error in file:")))
    .toEqual([
      expect.stringMatching(/^Error in file: src\/widgets\/tracker\/vitals\.ts; Error: .*vitals-[\w-]+\.js/),
    ]);
  takeConsole(consoleProblems, (l) => l.startsWith("Failed to load resource"));
  await expectPageWorks(page);
});

test("a script error outside React is logged in behaviour.md 8's words and the page goes on", async ({
  page,
  consoleProblems,
}) => {
  await page.goto("/");
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error("a handler failed");
    });
  });
  await expect
    .poll(() => takeConsole(consoleProblems, (l) => l.startsWith("Error in file:")))
    .toEqual([expect.stringMatching(/^Error in file: .+; Error: a handler failed$/)]);
  await expectPageWorks(page);
});

test("the GPU chunk failing to load is logged, the DOM slideshow goes on, and the next change retries it", async ({
  page,
  consoleProblems,
}) => {
  // Aborts the first fetch only. The route stays in place: removing it (as `times: 1` does) while the
  // canvas's pictures are being fetched can leave those requests paused for good.
  let aborted = false;
  await page.route(/\/assets\/SlideshowCanvas-[\w-]+\.js/, (route) => {
    if (aborted) return route.continue();
    aborted = true;
    return route.abort();
  });
  await page.goto("/");
  await arrive(page);
  await expect
    .poll(() => takeConsole(consoleProblems, (l) => l.startsWith("Error in file:")))
    .toEqual([
      expect.stringMatching(
        /^Error in file: src\/widgets\/slideshow\/SlideshowCanvas\.tsx; Error: .*SlideshowCanvas-[\w-]+\.js/,
      ),
    ]);
  takeConsole(consoleProblems, (l) => l.startsWith("Failed to load resource"));
  const slideshow = page.getByRole("region", { name: content.gallery.label });
  await expect(slideshow).toHaveAttribute("data-renderer", "dom");
  await slideshow.getByRole("button", { name: "Next slide" }).click();
  await expect(slideshow.getByRole("group", { name: `2 of ${content.gallery.slides.length}` })).toBeVisible();
  await expect(slideshow).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
  await expectPageWorks(page);
});
