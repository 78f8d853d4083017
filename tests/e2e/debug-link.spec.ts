import type { Page } from "@playwright/test";
import { enter, next, notice, panel, region, stored, T0 } from "../support/debugPanel.ts";
import { expect, takeConsole, test } from "../support/fixtures.ts";
import { expectSlide } from "../support/slideshowPage.ts";

/** A link's parameter for some text, as a hand-made (or tampered) link would carry it. */
const carrying = (text: string) => Buffer.from(text).toString("base64url");
const WARNING = 'Ignoring the tuned motion in the link\'s "tuning" parameter: ';

/** The console's errors and warnings of a page the fixture does not watch (another context's). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  return problems;
}

const hasTuningParam = (page: Page) => new URL(page.url()).searchParams.has("tuning");

test.describe("the designers' link for a client", () => {
  test.slow();
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("Copy link opens the site with the tuning in a fresh browser, until Clear", async ({
    page,
    browser,
  }) => {
    await page.goto("/?debug");
    const p = panel(page);
    await p.getByLabel("Slideshow animation").selectOption("slideDown");
    await enter(p.getByLabel("Slideshow duration (ms)"), "1500");
    const tuned = { slideshow: { animation: "slideDown", duration: 1500 } };
    await expect.poll(async () => JSON.parse((await stored(page)) ?? "null")).toEqual(tuned);

    await p.getByRole("button", { name: "Copy link" }).click();
    await expect(p.getByRole("status")).toHaveText(
      "Link copied to the clipboard: it opens the site with this tuning, without the panel",
    );
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await expect(p.getByLabel("Settings JSON")).toHaveValue(link);
    expect(new URL(link).searchParams.has("debug")).toBe(false);

    // The client: another browser, nothing stored, no panel.
    const context = await browser.newContext();
    const client = await context.newPage();
    const problems = watchConsole(client);
    await client.clock.install({ time: T0 });
    await client.goto(link);
    await expect(notice(client)).toBeVisible();
    await expect.poll(() => hasTuningParam(client)).toBe(false);
    await expect(panel(client)).toHaveCount(0);
    expect(JSON.parse((await stored(client)) ?? "null")).toEqual(tuned);
    const r = region(client);
    await client.clock.pauseAt(new Date(T0.getTime() + 60_000));
    await next(r);
    await expect(r).toHaveAttribute("data-animation", "slideDown");
    await client.clock.runFor(1200); // the content's 500 ms would have ended
    await expect(r).toHaveAttribute("data-state", "running");
    await client.clock.runFor(500);
    await expect(r).toHaveAttribute("data-state", "idle");

    await notice(client).getByRole("button", { name: "Clear tuned motion" }).click();
    await expect(notice(client)).toHaveCount(0);
    expect(await stored(client)).toBeNull();
    await next(r);
    await expect(r).toHaveAttribute("data-animation", "slideLeft");
    await client.clock.runFor(600);
    await expect(r).toHaveAttribute("data-state", "idle");
    // The address no longer carries the tuning: a reload keeps it cleared.
    await client.reload();
    await expect(r).toHaveAttribute("data-renderer", /./);
    expect(hasTuningParam(client)).toBe(false);
    await expect(notice(client)).toHaveCount(0);
    expect(await stored(client)).toBeNull();
    await context.close();
    expect(problems).toEqual([]);
  });

  test("a hostile or broken link applies nothing, says why, and the page works", async ({
    page,
    consoleProblems,
  }) => {
    const taken = () => takeConsole(consoleProblems, (line) => line.startsWith("Ignoring the tuned motion"));
    await page.clock.install({ time: T0 });
    const hostile = '{"slideshow":{"animation":"<img src=x onerror=alert(1)>","blinds":1000}}';
    await page.goto(`/?tuning=${carrying(hostile)}`);
    await expect
      .poll(taken)
      .toEqual([
        `${WARNING}Invalid motion settings: slideshow.animation must be one of the 18 transitions, "random", or "gl:<name>"`,
      ]);
    expect(hasTuningParam(page)).toBe(false);
    await expect(notice(page)).toHaveCount(0);
    expect(await stored(page)).toBeNull();

    await page.goto(`/?tuning=${carrying('{"slideshow":{"blinds":1000}}')}`);
    await expect
      .poll(taken)
      .toEqual([
        `${WARNING}Invalid motion settings: slideshow.blinds 1000 is not allowed: must be a whole number from 1 to 64 (nearest allowed: 64)`,
      ]);

    await page.goto("/?tuning=not%20base64!");
    await expect
      .poll(taken)
      .toEqual([
        `${WARNING}The link's tuning is not base64url text (A-Z, a-z, 0-9, - and _) as the panel's Copy link writes it`,
      ]);
    await expect(notice(page)).toHaveCount(0);
    expect(await stored(page)).toBeNull();
    // The content's motion plays.
    const r = region(page);
    await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
    await next(r);
    await expect(r).toHaveAttribute("data-animation", "slideLeft");
    await page.clock.runFor(600);
    await expect(r).toHaveAttribute("data-state", "idle");
    await expectSlide(r, 2);
  });
});
