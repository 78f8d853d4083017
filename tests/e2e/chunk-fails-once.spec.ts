import type { Page } from "@playwright/test";
import { expect, takeConsole, test } from "../support/fixtures.ts";
import { islandChunk, SHELL, scriptsReceived } from "../support/heldCode.ts";
import { nav } from "../support/menuPage.ts";
import { expectSlide, region } from "../support/slideshowPage.ts";

// Issue 33 item 7: a chunk that fails once and then arrives is loaded again under the URL every other
// chunk names it by, so it runs once. Fetched again as `entry-client-….js?retry=1`, the shell ran a
// second time as soon as a chunk imported it by its own name (the islands did, while they shared code
// with it): a second React hydrating the same page, React error #418 twice and a widget's removeChild.

/** Fails the first request for `chunk`; lets every later one through. */
async function failOnce(page: Page, chunk: RegExp) {
  let failed = false;
  await page.route(chunk, (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort();
  });
}

/** The one line behaviour.md 8 gives the failure, and the browser's own line for the aborted request. */
function takeTheFailure(problems: string[], file: string, chunk: string) {
  const lines = takeConsole(problems, (l) => l.startsWith("Error in file:"));
  expect(lines).toEqual([
    expect.stringMatching(
      new RegExp(
        `^Error in file: ${file}; Error: Failed to fetch dynamically imported module: .*/assets/${chunk}-[\\w-]+\\.js$`,
      ),
    ),
  ]);
  takeConsole(problems, (l) => l.startsWith("Failed to load resource"));
}

/** Next, the menu and the help dialog answer as on a page whose code came at once. */
async function expectWidgetsWork(page: Page, isMobile: boolean) {
  await region(page).getByRole("button", { name: "Next slide" }).click();
  await expectSlide(region(page), 2);
  if (isMobile) {
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
  } else {
    await nav(page).getByRole("button", { name: "Services sub-menu" }).click();
    await expect(nav(page).getByRole("link", { name: "Weddings" })).toBeVisible();
  }
  await page.getByRole("button", { name: /^Help/ }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
}

test("the shell's chunk failing once: one shell runs, even for a chunk that imports it by its name", async ({
  page,
  isMobile,
  consoleProblems,
}) => {
  const received = scriptsReceived(page);
  await failOnce(page, SHELL);
  await page.goto("/");
  takeTheFailure(consoleProblems, "src/app/entry-client.tsx", "entry-client");
  const shell = [...received.keys()].find((path) => SHELL.test(path))!;
  // What a chunk that imports the shell does: it gets the module that ran, not a second one.
  await page.evaluate((url) => import(url).then(() => undefined), shell);
  await expectWidgetsWork(page, isMobile);
  expect([...received].filter(([, times]) => times > 1)).toEqual([]);
  expect(received.get(shell)).toBe(1);
});

test("an island's chunk failing once while a press waits for it: the island's code runs once", async ({
  page,
  hasTouch,
  isMobile,
  consoleProblems,
}) => {
  const received = scriptsReceived(page);
  const help = islandChunk("HelpButton");
  // The first request fails; the next ones wait until the press has been made.
  let requests = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let retried = () => {};
  const retrying = new Promise<void>((resolve) => {
    retried = resolve;
  });
  await page.route(help, async (route) => {
    requests += 1;
    if (requests === 1) return route.abort();
    retried();
    await released;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.mouse.move(5, 5); // a visitor: every island starts at once
  await retrying; // the island's second try is on its way
  const link = page.getByRole("link", { name: /on WhatsApp$/ });
  await (hasTouch ? link.tap() : link.click()); // held: asks for the island's chunk again (boot.ts)
  await expect(link).toHaveAttribute("data-held", "");
  release();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  takeTheFailure(consoleProblems, "src/widgets/help/HelpButton.tsx", "HelpButton");
  await page.getByRole("button", { name: "Close" }).click();
  await expectWidgetsWork(page, isMobile);
  expect([...received].filter(([, times]) => times > 1)).toEqual([]);
});
