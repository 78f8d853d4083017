import type { Page } from "@playwright/test";
import { expect, takeConsole, test } from "../support/fixtures.ts";
import { withStripSettings } from "../support/pageData.ts";
import { cards, ENDPOINT, strip } from "../support/stripPage.ts";

/** Strip requests are answered with `html` as page `sentPage`, as another server would send it. */
async function replyWith(page: Page, html: string, sentPage: unknown) {
  await page.route(ENDPOINT, (r) =>
    r.fulfill({ json: { status: "success", message: "", payload: { html, page: sentPage } } }),
  );
}

test.beforeEach(async ({ page }) => {
  await withStripSettings(page, { prefetch: false });
});

test("RokSprocket's own markup keeps its pictures under the strict CSP, and its page as a string", async ({
  page,
}) => {
  // RokSprocket's strips item template: the picture is the item's background, in a style attribute.
  const item = (title: string, picture: string) =>
    `<li data-strips-item=""><div class="sprocket-strips-item" style="background-image: url(${picture}); background-size: cover; position: fixed"><h3>${title}</h3></div></li>`;
  await replyWith(page, item("Ours", "/favicon.svg") + item("Theirs", "https://tracker.example/p.gif"), "2");
  await page.goto("/");
  const elsewhere: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith(new URL(page.url()).origin)) elsewhere.push(r.url());
  });
  await strip(page).getByRole("button", { name: "Page 2" }).click();
  await expect(cards(page)).toHaveText(["Ours", "Theirs"]);
  await expect(strip(page).getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  const styles = await strip(page)
    .locator(".sprocket-strips-item")
    .evaluateAll((els) =>
      els.map((el) => {
        const s = getComputedStyle(el);
        return [s.backgroundImage, s.backgroundSize, s.position];
      }),
    );
  expect(styles).toEqual([
    [`url("${new URL("/favicon.svg", page.url()).href}")`, "cover", "static"],
    ["none", "cover", "static"],
  ]);
  expect(elsewhere).toEqual([]);
});

test("a hostile reply can neither restyle nor rename the page, even where ?debug allows inline styles", async ({
  page,
  consoleProblems,
}) => {
  const html =
    "<style>body { background: rgb(255, 0, 0) }</style>" +
    '<li data-strips-item=""><h3>Evil</h3><a id="contact" name="footer" href="#x">x</a>' +
    '<form action="/?debug=1"><button>Go</button></form>' +
    '<div class="cover" style="position: fixed; inset: 0; z-index: 99999; background: red"></div>' +
    '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=/?x">' +
    '<link rel="stylesheet" href="/evil.css"></li>';
  await replyWith(page, html, 2);
  await page.goto("/?debug");
  await strip(page).getByRole("button", { name: "Page 2" }).click();
  await expect(cards(page)).toHaveText(["Evil"]);
  expect(
    await strip(page)
      .locator(".strip__items :is(style, form, base, meta, link, [data-strip-style-raw], [data-strip-style])")
      .count(),
  ).toBe(0);
  // The page's own ids and names stay its own.
  expect(await page.evaluate(() => document.getElementById("contact")?.tagName)).toBe("SECTION");
  expect(await page.locator("[name='footer']").count()).toBe(0);
  await expect(strip(page).getByRole("link", { name: "x" })).toHaveAttribute("id", "user-content-contact");
  const painted = await page.evaluate(() => [
    getComputedStyle(document.body).backgroundColor,
    getComputedStyle(document.querySelector(".cover")!).position,
  ]);
  expect(painted[0]).not.toBe("rgb(255, 0, 0)");
  expect(painted[1]).toBe("static");
  await expect(page).toHaveURL(/\?debug$/);
  // Parsing the reply to sanitize it makes Chromium report its <base> to the CSP, which refuses it too.
  takeConsole(consoleProblems, (l) =>
    l.startsWith("Setting the document's base URI to 'https://evil.example/'"),
  );
});
