import { test as base, type Page } from "@playwright/test";

/**
 * `test` whose `page.goto` returns once the page's islands have hydrated (`html[data-hydrated]`), as it
 * returned once the whole page had before islands: they hydrate after the load event, and a test that
 * acts at once would otherwise race them. A goto with its own `waitUntil`, or without JavaScript, is
 * left as it is.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url: string, options?: Parameters<Page["goto"]>[1]) => {
      const response = await goto(url, options);
      const ours = response?.headers()["content-type"]?.startsWith("text/html");
      if (javaScriptEnabled && !options?.waitUntil && ours && (await page.locator("#root").count())) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }
      return response;
    };
    await use(page);
  },
});

export { expect } from "@playwright/test";
