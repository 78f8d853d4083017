import type { Page } from "@playwright/test";

/**
 * The menu as another business would configure it in content/menu.json: the served page (its HTML and
 * the page data it hydrates from) is rewritten on the way in, as a build with that content would make it.
 * `edit` makes any further change to the page, such as an item's fields and their markup.
 */
export async function configure(
  page: Page,
  mobile: Record<string, unknown>,
  desktop: Record<string, unknown> = {},
  edit: (html: string) => string = (html) => html,
) {
  await page.route(/\/$/, async (route) => {
    const response = await route.fetch();
    let html = await response.text();
    for (const [key, value] of Object.entries({ ...mobile, ...desktop })) {
      html = html.replace(
        new RegExp(`"${key}":("[^"]*"|true|false|\\d+)`),
        `"${key}":${JSON.stringify(value)}`,
      );
    }
    if (mobile.type) html = html.replace('data-type="flat"', `data-type="${mobile.type}"`);
    if (mobile.effect) html = html.replace('data-effect="normal"', `data-effect="${mobile.effect}"`);
    if (mobile.direction === "rtl") html = html.replace('class="menu" dir="ltr"', 'class="menu" dir="rtl"');
    const fromLeft =
      (mobile.effect === "slideright" || mobile.effect === "sliderightover") !== (mobile.direction === "rtl");
    if (fromLeft) html = html.replace('data-from="right"', 'data-from="left"');
    if (mobile.showLogo === false) html = html.replace(/<span class="menu__logo">.*?<\/span><\/span>/, "");
    html = edit(html);
    const headers = { ...response.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    await route.fulfill({ response, body: html, headers });
  });
}
