import type { Page, Route } from "@playwright/test";

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
