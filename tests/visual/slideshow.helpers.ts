import type { Page, Route } from "@playwright/test";

/**
 * Serves the home page with the slideshow configured differently: the page-data JSON embedded for
 * hydration is rewritten, so no production test hook is needed to pick a transition.
 */
export async function withGallerySettings(page: Page, settings: Record<string, unknown>) {
  await page.route("/", async (route: Route) => {
    const response = await route.fetch();
    const html = await response.text();
    const patched = html.replace(
      /(<script type="application\/json" id="page-data">)([\s\S]*?)(<\/script>)/,
      (_, open: string, json: string, close: string) => {
        const data = JSON.parse(json);
        data.gallery.settings = { ...data.gallery.settings, ...settings };
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
