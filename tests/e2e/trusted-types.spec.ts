import type { Page } from "@playwright/test";
import { expect, takeConsole, test } from "../support/fixtures.ts";
import { withStripSettings } from "../support/pageData.ts";
import { cards, ENDPOINT, pageTitles, strip } from "../support/stripPage.ts";

/**
 * Trusted Types (issue 18 item 6): the CSP requires them for every script sink and names the policies
 * the page may create. Any string that reaches innerHTML or a script's src unpoliced is refused and
 * logged, and the console watch fails the test.
 */

const policyOf = (csp: string) =>
  Object.fromEntries(
    csp.split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );

/** Every CSP violation from the first script on, Trusted Types' among them. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener("securitypolicyviolation", (e) => {
      seen.push(`${e.violatedDirective} at ${e.sourceFile.split("/").pop()}: ${e.sample || e.blockedURI}`);
    });
  });
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { violations: string[] }).violations);

/**
 * Chromium reports each inline handler in markup DOMPurify parses to the CSP, which blocks it there (the
 * parsed copy never runs, and DOMPurify drops the attribute): those lines, taken out of the watch.
 */
const PARSED_HANDLER = /^script-src-attr at purify\.[\w.-]+\.js: /;
function takeParsedHandlers(consoleProblems: string[], seen: string[]): string[] {
  takeConsole(consoleProblems, (l) => l.startsWith("Executing inline event handler violates"));
  return seen.filter((v) => !PARSED_HANDLER.test(v));
}

/** Page 2 of the strip answered with markup that would run script if it reached the page as it is. */
const HOSTILE =
  '<li data-strips-item=""><h3>Hostile</h3>' +
  '<img src="/favicon.svg" alt="" onload="window.pwned = \'onload\'" onerror="window.pwned = \'onerror\'">' +
  "<script>window.pwned = 'script'</script>" +
  "<a href=\"javascript:window.pwned = 'link'\">Go</a>" +
  "<svg><a href=\"javascript:window.pwned = 'svg'\"><text>Svg</text></a></svg></li>";

async function hostilePageTwo(page: Page) {
  await page.route(ENDPOINT, (route) => {
    const params = JSON.parse(new URLSearchParams(route.request().postData() ?? "").get("params") ?? "{}");
    if (params.page !== 2) return route.fallback();
    return route.fulfill({ json: { status: "success", message: "", payload: { html: HOSTILE, page: 2 } } });
  });
}

test.beforeEach(async ({ page }) => {
  await withStripSettings(page, { prefetch: false });
  await watchViolations(page);
});

test("the page and its strip, a hostile page among them, run under Trusted Types without a violation", async ({
  page,
  consoleProblems,
}) => {
  test.slow();
  await hostilePageTwo(page);
  const response = await page.goto("/");
  const policy = policyOf(response?.headers()["content-security-policy"] ?? "");
  expect(policy["require-trusted-types-for"]).toBe("'script'");
  expect(policy["trusted-types"]).toBe("grandtour dompurify");

  // Every section in turn, so the lazily loaded widgets run under the policy too.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await strip(page).scrollIntoViewIfNeeded();
  await strip(page).getByRole("button", { name: "Page 2" }).click();
  await expect(cards(page)).toHaveText(["Hostile"]);
  const items = strip(page).locator("[data-strips-items]");
  await expect(items.getByRole("img")).toHaveCount(1);
  expect(await items.locator("script, [onload], [onerror]").count()).toBe(0);
  // Its javascript: links lose their address (and with it the role of link).
  const go = items.locator("a", { hasText: "Go" });
  await expect(go).not.toHaveAttribute("href", /javascript:/);
  await go.click();
  await strip(page).getByRole("button", { name: "Page 3" }).click();
  await expect(cards(page)).toHaveText(pageTitles(3));
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as unknown as { pwned?: string }).pwned)).toBeUndefined();
  expect(takeParsedHandlers(consoleProblems, await violations(page))).toEqual([]);
});

test("a string assigned to innerHTML or a script's src, or a policy of another name, is refused", async ({
  page,
  consoleProblems,
}) => {
  await page.goto("/");
  const refused = await page.evaluate(() => {
    const attempt = (act: () => void) => {
      try {
        act();
        return "allowed";
      } catch (error) {
        return error instanceof TypeError ? "TypeError" : String(error);
      }
    };
    const w = window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } };
    return [
      attempt(() => {
        document.body.insertAdjacentHTML("beforeend", "<img src=x onerror=alert(1)>");
      }),
      attempt(() => {
        document.createElement("div").innerHTML = "<b>bold</b>";
      }),
      attempt(() => {
        document.createElement("script").src = "/assets/evil.js";
      }),
      attempt(() => w.trustedTypes.createPolicy("evil", { createHTML: (s: string) => s })),
    ];
  });
  expect(refused).toEqual(["TypeError", "TypeError", "TypeError", "TypeError"]);
  const logged = takeConsole(consoleProblems, (l) => /requires 'Trusted|TrustedTypePolicy named/.test(l));
  expect(logged).toHaveLength(4);
  expect(await violations(page)).toHaveLength(4);
});

test("with ?debug the panel, opened and used, runs under Trusted Types; strings its libraries write are sanitized", async ({
  page,
  consoleProblems,
}) => {
  test.slow();
  const response = await page.goto("/?debug");
  const policy = policyOf(response?.headers()["content-security-policy"] ?? "");
  expect(policy["require-trusted-types-for"]).toBe("'script'");
  expect(policy["trusted-types"]).toBe("grandtour dompurify default");
  const panel = page.getByRole("complementary", { name: "Motion debug panel" });
  await expect(panel).toBeVisible();
  // Tweakpane's drop-down marks, written as strings of SVG children, come through the default policy.
  const marks = panel.locator(".tp-lstv_m svg");
  expect(await marks.count()).toBeGreaterThan(0);
  expect(await marks.evaluateAll((svgs) => svgs.filter((svg) => !svg.querySelector("path")).length)).toBe(0);
  await panel.getByLabel("Slideshow animation").selectOption("crossfade");
  await panel.getByLabel("Slideshow duration (ms)").fill("300");
  await panel.getByLabel("Slideshow duration (ms)").press("Enter");
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("grandtour:motion")))
    .toBe('{"slideshow":{"animation":"crossfade","duration":300}}');
  await page.getByRole("button", { name: "Next slide" }).press("Enter");

  // Markup a library might write is sanitized on its way in, not refused.
  const written = await page.evaluate(() => {
    const div = document.createElement("div");
    div.innerHTML = '<img src="/favicon.svg" onload="window.pwned = 1"><b>bold</b>';
    return div.innerHTML;
  });
  expect(written).toBe('<img src="/favicon.svg"><b>bold</b>');
  await page.waitForLoadState("networkidle");
  expect(takeParsedHandlers(consoleProblems, await violations(page))).toEqual([]);
});
