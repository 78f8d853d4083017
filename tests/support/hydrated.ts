import { test as base, type Page, type Response } from "@playwright/test";

/**
 * Resolves, in the page, once `html[data-hydrated]` is set: told by a MutationObserver the moment it is,
 * where a locator's wait polls, every 500 ms once its first 300 ms have passed (Playwright's backoff), and
 * so kept each test waiting a further 250 ms on average. Neither page.clock nor the page's timers touch it.
 */
function hydratedMark(): Promise<void> {
  return new Promise((resolve) => {
    const root = document.documentElement;
    const done = () => "hydrated" in root.dataset;
    if (done()) return resolve();
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
  });
}

/**
 * `test` whose `page.goto` and `page.reload` return once the page's islands have hydrated (`html[data-hydrated]`), as it
 * returned once the whole page had before islands: they hydrate after the load event, and a test that
 * acts at once would otherwise race them. A goto with its own `waitUntil`, or without JavaScript, is
 * left as it is.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const hydrated = async (response: Response | null, waitUntil: unknown) => {
      const ours = response?.headers()["content-type"]?.startsWith("text/html");
      if (javaScriptEnabled && !waitUntil && ours && (await page.locator("#root").count())) {
        // A page that navigates meanwhile ends the observer with its document: the new one is waited for.
        await page
          .evaluate(hydratedMark)
          .catch(() => page.locator("html[data-hydrated]").waitFor({ state: "attached" }));
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url: string, options?: Parameters<Page["goto"]>[1]) =>
      hydrated(await goto(url, options), options?.waitUntil);
    page.reload = async (options?: Parameters<Page["reload"]>[0]) =>
      hydrated(await reload(options), options?.waitUntil);
    await use(page);
  },
});

export { expect } from "@playwright/test";
