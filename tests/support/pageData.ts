import { expect, type Page, type Route } from "@playwright/test";
import { arrive } from "./visitor.ts";

type PageData = { gallery: { settings: Record<string, unknown> }; strip: Record<string, unknown> };

/** The home page, with or without a query (?debug). */
const home = (url: URL) => url.pathname === "/";

/**
 * Serves the home page with its embedded page-data JSON (what the client hydrates from) changed by
 * `patch`, so no production test hook is needed to pick a transition or an animation.
 */
export async function withPageData(page: Page, patch: (data: PageData) => void) {
  await page.route(home, async (route: Route) => {
    const response = await route.fetch();
    const html = await response.text();
    const patched = html.replace(
      /(<script type="application\/json" id="page-data">)([\s\S]*?)(<\/script>)/,
      (_, open: string, json: string, close: string) => {
        const data = JSON.parse(json) as PageData;
        patch(data);
        return open + JSON.stringify(data).replace(/</g, "\\u003c") + close;
      },
    );
    await route.fulfill({
      response,
      body: patched,
      headers: { ...response.headers(), "content-encoding": "" },
    });
  });
}

/** The home page with the slideshow's settings changed. */
export const withGallerySettings = (page: Page, settings: Record<string, unknown>) =>
  withPageData(page, (data) => {
    data.gallery.settings = { ...data.gallery.settings, ...settings };
  });

/** The home page with the strip's settings changed. */
export const withStripSettings = (page: Page, settings: Record<string, unknown>) =>
  withPageData(page, (data) => {
    data.strip = { ...data.strip, ...settings };
  });

/** The seeded Math.random's state, on the page's window. */
type Seeded = { randomSeed: number };

/** Where the page's seeded Math.random is now (see gpuSlideshow). */
export const randomSeed = (page: Page) => page.evaluate(() => (window as unknown as Seeded).randomSeed);

/** Puts the page's seeded Math.random back where `randomSeed` found it: it draws the same numbers again. */
export const setRandomSeed = (page: Page, seed: number) =>
  page.evaluate((s) => {
    (window as unknown as Seeded).randomSeed = s;
  }, seed);

/**
 * The page with the slideshow's settings changed, loaded with a running clock until the GPU canvas has
 * taken over, then with time frozen. `seeded`: Math.random is seeded, so shuffled transitions shuffle the
 * same way every run. `path`: "/?debug" for the debug panel.
 */
export async function gpuSlideshow(
  page: Page,
  settings: Record<string, unknown>,
  { seeded = false, path = "/" } = {},
) {
  await withGallerySettings(page, settings);
  if (seeded) {
    await page.addInitScript(() => {
      const w = window as unknown as Seeded;
      w.randomSeed = 42;
      Math.random = () => {
        w.randomSeed = (w.randomSeed * 16807) % 2147483647;
        return (w.randomSeed - 1) / 2147483646;
      };
    });
  }
  await page.clock.install({ time: new Date("2026-06-01T10:00:00Z") });
  await page.goto(path);
  await arrive(page);
  const region = page.getByRole("region", { name: "Journeys we drive" });
  await expect(region).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.clock.pauseAt(new Date("2026-06-01T10:10:00Z"));
  return region;
}
