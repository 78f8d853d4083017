import { expect, test } from "../support/fixtures.ts";

/**
 * The page works under its own Content Security Policy (issue 9.3): no violation is reported, as an
 * event or in the console (the fixture fails on any console error), while the page hydrates, every
 * section is scrolled into view (lazy images and chunks load) and the strip fetches a page.
 */
test("the page runs under its CSP without a single violation", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => {
      seen.push(
        `${e.violatedDirective} blocked ${e.blockedURI || "inline"} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  const response = await page.goto("/");
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/unsafe-(inline|eval)/);

  // Every section in turn, so lazily loaded images and code arrive under the policy too.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  const strip = page.locator("[data-strips='101']");
  await strip.scrollIntoViewIfNeeded();
  await strip.getByRole("button", { name: "Page 2" }).click();
  await expect(strip).not.toHaveClass(/loading/);
  await expect(strip.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await page.waitForLoadState("networkidle");

  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
});
