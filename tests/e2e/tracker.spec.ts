import AxeBuilder from "@axe-core/playwright";
import { ANALYTICS_ID, GTAG_URL, untilIdle, withAnalytics } from "../support/analytics.ts";
import { expect, takeConsole, test } from "../support/fixtures.ts";

const pageViews = (hits: { collect: { en: string }[] }) => hits.collect.filter((h) => h.en === "page_view");
const queued = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)));

test("without an analytics id in content nothing loads", async ({ page }) => {
  const google: string[] = [];
  page.on("request", (r) => {
    if (/google/.test(new URL(r.url()).hostname)) google.push(r.url());
  });
  await page.goto("/");
  await untilIdle(page);
  expect(google).toEqual([]);
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  await expect(page.getByRole("region", { name: "Analytics consent" })).toHaveCount(0);
});

test("with an id, gtag.js loads once the page is interactive and sends exactly one page view", async ({
  page,
}) => {
  const hits = await withAnalytics(page, { consent: false });
  await page.goto("/");
  await expect.poll(() => pageViews(hits).length).toBe(1);
  await untilIdle(page);
  expect(hits.scripts).toBe(1);
  expect(pageViews(hits)).toEqual([{ en: "page_view", gcs: "G111" }]);
  const commands = await queued(page);
  expect(commands.filter(([kind]) => kind === "config")).toEqual([
    ["config", ANALYTICS_ID, { send_page_view: false }],
  ]);
  expect(commands.filter(([kind, name]) => kind === "event" && name === "page_view")).toHaveLength(1);
  await expect(page.getByRole("region", { name: "Analytics consent" })).toHaveCount(0);
});

test("Core Web Vitals are reported as analytics events", async ({ page }) => {
  const hits = await withAnalytics(page, { consent: false });
  await page.goto("/");
  await expect
    .poll(() => hits.collect.map((h) => h.en))
    .toEqual(expect.arrayContaining(["page_view", "TTFB", "FCP"]));
});

test("with consent mode, analytics stays denied until the visitor accepts, and the choice is kept", async ({
  page,
}) => {
  const hits = await withAnalytics(page, { consent: true });
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Analytics consent" });
  await expect(banner).toBeVisible();
  const axe = await new AxeBuilder({ page }).include(".consent").analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await expect.poll(() => pageViews(hits)).toEqual([{ en: "page_view", gcs: "G100" }]);
  expect((await queued(page))[0]).toEqual([
    "consent",
    "default",
    {
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    },
  ]);

  await banner.getByRole("button", { name: "Accept" }).click();
  await expect(banner).toBeHidden();
  expect((await queued(page)).filter(([kind, mode]) => kind === "consent" && mode === "update")).toEqual([
    ["consent", "update", expect.objectContaining({ analytics_storage: "granted", ad_storage: "denied" })],
  ]);

  await page.reload();
  await expect.poll(() => pageViews(hits).at(-1)).toEqual({ en: "page_view", gcs: "G111" });
  await expect(banner).toHaveCount(0);
});

test("a visitor who declines is not asked again and stays denied", async ({ page }) => {
  const hits = await withAnalytics(page, { consent: true });
  await page.goto("/");
  await page.getByRole("button", { name: "Decline" }).click();
  await page.reload();
  await expect.poll(() => pageViews(hits).at(-1)).toEqual({ en: "page_view", gcs: "G100" });
  await expect(page.getByRole("region", { name: "Analytics consent" })).toHaveCount(0);
});

test("if gtag.js cannot load, that is logged and the page keeps working", async ({
  page,
  consoleProblems,
}) => {
  await withAnalytics(page, { consent: false, gtag: "fail" });
  await page.goto("/");
  await expect
    .poll(() => takeConsole(consoleProblems, (l) => l.startsWith("Error in file:")))
    .toEqual([`Error in file: ${GTAG_URL}; Error: the analytics script could not be loaded`]);
  takeConsole(consoleProblems, (l) => l.startsWith("Failed to load resource"));
  await page.getByRole("button", { name: "Help" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});
