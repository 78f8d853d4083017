import type { Page, Route } from "@playwright/test";
import { expect, takeConsole, test } from "../support/fixtures.ts";
import { withStripSettings } from "../support/pageData.ts";
import {
  cards,
  ENDPOINT,
  listenForStripErrors,
  pageTitles,
  strip,
  stripErrors,
} from "../support/stripPage.ts";
import { arrive } from "../support/visitor.ts";

const params = (page: number) => `{"moduleid":101,"page":${page}}`;
const requestError = (page: number, status: string) =>
  `RokSprocket Error [model: strips, model_action: getPage, params: ${params(page)}]: ${status}`;

test.beforeEach(async ({ page }) => {
  // Each request here is the press's own: an idle prefetch would meet the fault meant for the press.
  // strip-prefetch.spec.ts covers prefetching.
  await withStripSettings(page, { prefetch: false });
  await page.goto("/");
  await listenForStripErrors(page);
});

/** Answers the next strip request with a fault, then lets requests through again. */
async function faultOnce(page: Page, fault: (route: Route) => Promise<void>) {
  await page.route(ENDPOINT, fault, { times: 1 });
}

async function expectStillWorks(page: Page) {
  await expect(strip(page)).not.toHaveClass(/loading/);
  await expect(cards(page)).toHaveText(pageTitles(1));
  await expect(strip(page).getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await strip(page).getByRole("button", { name: "Page 2" }).click();
  await expect(cards(page)).toHaveText(pageTitles(2));
}

const faults: [string, (route: Route) => Promise<void>, string, RegExp | null][] = [
  [
    "HTTP 500",
    (r) => r.fulfill({ status: 500, body: "oops" }),
    requestError(2, "500 - Internal Server Error"),
    /status of 500/,
  ],
  [
    "HTTP 404",
    (r) => r.fulfill({ status: 404, body: "" }),
    requestError(2, "404 - Not Found"),
    /status of 404/,
  ],
  ["a network abort", (r) => r.abort(), requestError(2, "0 - Failed to fetch"), /Failed to load resource/],
  [
    "a reply that is not JSON",
    (r) => r.fulfill({ status: 200, contentType: "text/html", body: "<b>Fatal error</b> on line 3" }),
    "Invalid JSON data <hr /> <b>Fatal error</b> on line 3",
    null,
  ],
  [
    "a status error",
    (r) => r.fulfill({ json: { status: "error", message: "The strip is being updated", payload: {} } }),
    "The strip is being updated",
    null,
  ],
];

for (const [name, fault, message, browserLine] of faults) {
  test(`${name} is raised with its exact message and the strip stays usable`, async ({
    page,
    consoleProblems,
  }) => {
    await faultOnce(page, fault);
    await strip(page).getByRole("button", { name: "Page 2" }).click();
    await expect.poll(() => takeConsole(consoleProblems, (l) => l === message)).toEqual([message]);
    expect(await stripErrors(page)).toEqual([message]);
    if (browserLine) takeConsole(consoleProblems, (l) => browserLine.test(l));
    await expectStillWorks(page);
  });
}

test("a slow reply marks the strip loading, and presses meanwhile send no second request", async ({
  page,
}) => {
  let requests = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ENDPOINT, async (route) => {
    requests++;
    await held;
    await route.continue();
  });
  await strip(page).getByRole("button", { name: "Page 2" }).click();
  await expect(strip(page)).toHaveClass(/loading/);
  await expect(strip(page)).toHaveAttribute("aria-busy", "true");
  await strip(page).getByRole("button", { name: "Page 3" }).click();
  await strip(page).getByRole("button", { name: "Next page" }).click();
  release();
  await expect(cards(page)).toHaveText(pageTitles(2));
  await expect(strip(page)).not.toHaveClass(/loading/);
  expect(requests).toBe(1);
});

test("pressing the active page sends nothing", async ({ page }) => {
  let requests = 0;
  page.on("request", (r) => {
    if (ENDPOINT.test(r.url())) requests++;
  });
  await strip(page).getByRole("button", { name: "Page 1" }).click();
  await expect(strip(page)).not.toHaveClass(/loading/);
  expect(requests).toBe(0);
});

test("script inside a hostile reply never runs", async ({ page, consoleProblems }) => {
  const html =
    '<li data-strips-item=""><img src="/nothing.png" onerror="window.pwned=1"><h3>Evil</h3>' +
    '<script>window.pwned=2</script><a href="javascript:window.pwned=3">link</a>' +
    '<svg><animate onbegin="window.pwned=4" attributeName="x" dur="1s"></animate></svg></li>';
  await faultOnce(page, (r) =>
    r.fulfill({ json: { status: "success", message: "", payload: { html, page: 2 } } }),
  );
  await strip(page).getByRole("button", { name: "Page 2" }).click();
  await expect(cards(page)).toHaveText(["Evil"]);
  expect(await strip(page).locator("script, [onerror], [onbegin], [href^='javascript']").count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  // Parsing the hostile markup to sanitize it makes Chromium report its handlers to the CSP, which
  // blocks them too; and the harmless image is simply missing.
  takeConsole(consoleProblems, (l) => l.startsWith("Executing inline event handler violates"));
  takeConsole(consoleProblems, (l) => /status of 404/.test(l));
});

test("pages from the server keep the strip's markup hooks and their images", async ({ page }) => {
  await strip(page).getByRole("button", { name: "Page 3" }).click();
  await expect(cards(page)).toHaveText(pageTitles(3));
  const first = strip(page).locator("[data-strips-item]").first();
  await first.scrollIntoViewIfNeeded();
  await expect(first.locator("source[type='image/avif']")).toHaveAttribute("srcset", /\.avif/);
  await expect(first.getByRole("img")).toHaveJSProperty("complete", true);
  expect(await first.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
    0,
  );
  await expect(strip(page).locator("[data-strips-page='3']")).toHaveClass(/active/);
});

test.describe(() => {
  test.skip(({ device }) => device.width < 768, "the strip draws on its canvas from 768 px");
  test("a WebGL context lost mid-change shows the DOM cards at once; restored, the canvas plays again", async ({
    page,
  }) => {
    await strip(page).scrollIntoViewIfNeeded();
    await arrive(page);
    const canvas = strip(page).locator(".strip__canvas canvas");
    // The canvas is on the page before its scene can take a change: a press then plays on the DOM.
    await expect(strip(page)).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
    await strip(page).getByRole("button", { name: "Page 2" }).click();
    await expect(strip(page)).toHaveAttribute("data-gpu-drawing", /^(leave|enter)$/);
    await canvas.evaluate((c: HTMLCanvasElement) => {
      const gl = (c.getContext("webgl2") ?? c.getContext("webgl")) as WebGLRenderingContext;
      const ext = gl.getExtension("WEBGL_lose_context")!;
      (window as unknown as { restoreGl: () => void }).restoreGl = () => ext.restoreContext();
      ext.loseContext();
    });
    // The DOM cards are no longer hidden beneath a canvas that cannot draw.
    await expect(strip(page)).not.toHaveAttribute("data-gpu-drawing");
    await expect(cards(page)).toHaveText(pageTitles(2));
    await expect(strip(page)).not.toHaveClass(/loading/);
    await strip(page).getByRole("button", { name: "Page 3" }).click();
    await expect(cards(page)).toHaveText(pageTitles(3));
    await expect(strip(page)).not.toHaveAttribute("data-gpu-drawing");

    await page.evaluate(() => (window as unknown as { restoreGl: () => void }).restoreGl());
    await expect
      .poll(async () => {
        await strip(page).getByRole("button", { name: "Next page" }).click();
        return strip(page).getAttribute("data-gpu-drawing");
      })
      .toMatch(/^(leave|enter)$/);
    await expect(strip(page)).not.toHaveAttribute("data-gpu-drawing");
    await expect(strip(page)).not.toHaveClass(/loading/);
  });
});
