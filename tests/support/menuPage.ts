import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

export const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** axe times its own work with timers: the clock runs again while it checks. */
export async function axeViolations(page: Page) {
  await page.clock.resume();
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
}

/** The page, hydrated, with a paused clock the test steps by hand. */
export async function open(page: Page, width: number) {
  await page.clock.install();
  await page.setViewportSize({ width, height: 800 });
  await page.goto("/");
  await expect(page.locator(".menu[data-enhanced]")).toBeAttached();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
}
