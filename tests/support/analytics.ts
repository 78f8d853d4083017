import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { Hono } from "hono";
import { securityHeaders } from "../../src/server/headers.ts";
import { inlineScriptHashes } from "../../src/server/inlineScripts.ts";

export const ANALYTICS_ID = "G-TEST1234";
export const GTAG_URL = `https://www.googletagmanager.com/gtag/js?id=${ANALYTICS_ID}`;

/** The CSP our server sends when content sets an analytics id, from the server's own code. */
async function analyticsCsp(): Promise<string> {
  const page = readFileSync("dist/client/index.html", "utf8");
  const scriptHashes = inlineScriptHashes([page]);
  const app = new Hono().use(securityHeaders({ analytics: true, scriptHashes })).get("/", (c) => c.text(""));
  return (await app.request("/")).headers.get("content-security-policy")!;
}

/**
 * A stand-in for gtag.js: it reads the commands queued in dataLayer, as the real tag does, and sends one
 * collect hit per event with the analytics consent state at that moment (GA's gcs: G100 denied, G111
 * granted).
 */
const FAKE_GTAG = `(() => {
  let analytics = "granted";
  const run = (command) => {
    const [kind, a, b] = command;
    if (kind === "consent") analytics = b.analytics_storage ?? analytics;
    if (kind === "event") {
      const gcs = analytics === "granted" ? "G111" : "G100";
      navigator.sendBeacon("https://www.google-analytics.com/g/collect?v=2&tid=${ANALYTICS_ID}&en=" + a + "&gcs=" + gcs);
    }
  };
  const layer = window.dataLayer;
  for (const command of layer) run(command);
  layer.push = (command) => { run(command); return Array.prototype.push.call(layer, command); };
})();`;

export type Hits = { scripts: number; collect: { en: string; gcs: string }[] };

/**
 * Serves the home page as if content set an analytics id (the page's data and CSP rewritten), with
 * Google's hosts intercepted: tests never reach the internet.
 */
export async function withAnalytics(
  page: Page,
  options: { consent: boolean; gtag?: "ok" | "fail" },
): Promise<Hits> {
  const csp = await analyticsCsp();
  const hits: Hits = { scripts: 0, collect: [] };
  await page.route(/\/$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '"analytics":{"id":"","consent":false}',
      `"analytics":{"id":"${ANALYTICS_ID}","consent":${options.consent}}`,
    );
    const { "content-encoding": _, "content-length": __, ...headers } = response.headers();
    await route.fulfill({ response, body, headers: { ...headers, "content-security-policy": csp } });
  });
  await page.route("https://www.googletagmanager.com/**", (route) => {
    hits.scripts++;
    return options.gtag === "fail"
      ? route.abort()
      : route.fulfill({ contentType: "text/javascript", body: FAKE_GTAG });
  });
  await page.route("https://www.google-analytics.com/**", (route) => {
    const url = new URL(route.request().url());
    hits.collect.push({ en: url.searchParams.get("en")!, gcs: url.searchParams.get("gcs")! });
    return route.fulfill({ status: 204 });
  });
  return hits;
}

/** Resolves once the page has loaded and gone idle: when the tracker starts. */
export async function untilIdle(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}
