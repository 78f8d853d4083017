import type { Page, Request } from "@playwright/test";
import { withResolvers } from "./withResolvers.ts";

/** The shell's chunk (React, the page's code) and an island's, as the build names them. */
export const SHELL = /\/assets\/entry-client-[\w-]+\.js/;
export const islandChunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js`);

/**
 * Holds every request for a script matching `pattern` until `release()`: the page has painted but its
 * code has not come, as on a slow phone. `requested` resolves at the first such request.
 */
export async function holdCode(page: Page, pattern: RegExp) {
  const { promise: released, resolve: release } = withResolvers();
  const { promise: requested, resolve: requestedNow } = withResolvers();
  await page.route(pattern, async (route) => {
    requestedNow();
    await released;
    await route.continue();
  });
  return { release, requested };
}

/** The island chunks the page asks for, in the order it asks (file names without their hash). */
export function chunkOrder(page: Page, names: readonly string[]): string[] {
  const order: string[] = [];
  page.on("request", (request: Request) => {
    const name = names.find((n) => islandChunk(n).test(new URL(request.url()).pathname));
    if (name && !order.includes(name)) order.push(name);
  });
  return order;
}

/** Counts the slideshow's changes: each one sets the region's data-state to "running" once. */
export async function countSlideChanges(page: Page) {
  await page.evaluate(() => {
    const region = document.querySelector<HTMLElement>(".slideshow")!;
    let was = region.dataset.state;
    (window as { slideChanges?: number }).slideChanges = 0;
    new MutationObserver(() => {
      const now = region.dataset.state;
      if (now === "running" && was !== "running") (window as { slideChanges?: number }).slideChanges! += 1;
      was = now;
    }).observe(region, { attributes: true, attributeFilter: ["data-state"] });
  });
  return () => page.evaluate(() => (window as { slideChanges?: number }).slideChanges);
}

/**
 * The scripts the page received (status 200), counted by path: a query in the URL is not a second file,
 * but it is a second module, run again beside the first (a module is one per URL).
 */
export function scriptsReceived(page: Page): Map<string, number> {
  const received = new Map<string, number>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (response.status() !== 200 || !url.pathname.endsWith(".js")) return;
    received.set(url.pathname, (received.get(url.pathname) ?? 0) + 1);
  });
  return received;
}
