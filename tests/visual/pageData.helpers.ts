import { expect, type Page, type Route } from "@playwright/test";
import { arrive } from "../visitor.ts";

type PageData = { gallery: { settings: Record<string, unknown> }; strip: Record<string, unknown> };

/**
 * Serves the home page with its embedded page-data JSON (what the client hydrates from) changed by
 * `patch`, so no production test hook is needed to pick a transition or an animation.
 */
export async function withPageData(page: Page, patch: (data: PageData) => void) {
  await page.route("/", async (route: Route) => {
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

/**
 * The page with the slideshow's settings changed, loaded with a running clock until the GPU canvas has
 * taken over, then with time frozen. `seeded`: Math.random is seeded, so shuffled transitions shuffle the
 * same way every run.
 */
export async function gpuSlideshow(page: Page, settings: Record<string, unknown>, { seeded = false } = {}) {
  await withGallerySettings(page, settings);
  if (seeded) {
    await page.addInitScript(() => {
      let seed = 42;
      Math.random = () => {
        seed = (seed * 16807) % 2147483647;
        return (seed - 1) / 2147483646;
      };
    });
  }
  await page.clock.install({ time: new Date("2026-06-01T10:00:00Z") });
  await page.goto("/");
  await arrive(page);
  const region = page.getByRole("region", { name: "Journeys we drive" });
  await expect(region).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.clock.pauseAt(new Date("2026-06-01T10:10:00Z"));
  return region;
}
