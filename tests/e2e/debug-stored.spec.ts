import { loadContent } from "../../src/content/load.ts";
import { enter, KEY, notice, panel, region, stored, T0 } from "../support/debugPanel.ts";
import { expect, takeConsole, test } from "../support/fixtures.ts";
import { withStripSettings } from "../support/pageData.ts";
import { arrive } from "../support/visitor.ts";

const { strips } = loadContent();
const stripTitles = (n: number) => strips.modules[0]!.items.slice((n - 1) * 4, n * 4).map((i) => i.title);

test.describe("the designers' tuning, stored in this browser", () => {
  // Each test drives many controls over one or two page loads: on a busy machine that takes a while.
  test.slow();

  test("bad values are refused with a visible message and never stored", async ({ page }) => {
    await page.goto("/?debug");
    const p = panel(page);
    const alert = p.getByRole("alert");
    await enter(p.getByLabel("Slideshow duration (ms)"), "-5");
    await expect(alert).toHaveText(
      "Slideshow duration (ms): -5 is not allowed: must be 0 to 5000 ms (nearest allowed: 0 ms)",
    );
    await enter(p.getByLabel("Slideshow ease", { exact: true }), "wobbly");
    await expect(alert).toHaveText('Invalid ease: "wobbly"');
    await enter(p.getByLabel("Boxes rows"), "0");
    await expect(alert).toHaveText(/^Boxes rows: 0 is not allowed: must be a whole number from 1 to 20 /);
    await p.getByRole("button", { name: "Strip" }).click();
    await enter(p.getByLabel("Strip duration (ms)"), "-1");
    await expect(alert).toHaveText(/^Strip duration \(ms\): -1 is not allowed: must be 0 to 5000 ms /);
    expect(await stored(page)).toBeNull();
    await expect(notice(page)).toHaveCount(0);
    // The field shows the value in effect again, and a good value clears the message.
    await expect(p.getByLabel("Slideshow duration (ms)")).toHaveValue(/^500/);
    await enter(p.getByLabel("Slideshow ease", { exact: true }), "cubic-bezier(0.2, 0.8, 0.2, 1)");
    await expect(alert).toBeHidden();
    expect(await stored(page)).toBe('{"slideshow":{"ease":"cubic-bezier(0.2, 0.8, 0.2, 1)"}}');
  });

  test("tuned strip motion applies to its next page change, without ?debug", async ({ page }) => {
    const tuned = { strip: { animation: "fade", motion: { fade: { duration: 1000 } } } };
    await page.addInitScript(
      ([key, json]) => localStorage.setItem(key!, json!),
      [KEY, JSON.stringify(tuned)],
    );
    await page.clock.install({ time: T0 });
    // The press's own request, not an idle prefetch, fetches page 2, so its reply marks the start.
    await withStripSettings(page, { prefetch: false });
    await page.goto("/");
    await expect(notice(page)).toBeVisible();
    const strip = page.locator("[data-strips='101']");
    const page2 = strip.getByRole("button", { name: "Page 2" });
    await page2.scrollIntoViewIfNeeded();
    // From 768 px a canvas plays the change: it arrives once the page is idle.
    const wide = (page.viewportSize()?.width ?? 0) >= 768;
    await arrive(page);
    if (wide) await expect(strip).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
    await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
    const reply = page.waitForResponse(/com_roksprocket/);
    await page2.click();
    await reply;
    await expect(strip).not.toHaveClass(/loading/);
    // From 768 px the canvas plays the change, once it has drawn the old cards: its clock starts then.
    if ((page.viewportSize()?.width ?? 0) >= 768)
      await expect(strip).toHaveAttribute("data-gpu-drawing", "leave");
    const cards = strip.locator("[data-strips-item] h3");
    await page.clock.runFor(700); // behaviour.md 10's 250 ms fade would have left and let page 2 in
    await expect(cards).toHaveText(stripTitles(1));
    await page.clock.runFor(500);
    await expect(cards).toHaveText(stripTitles(2));
  });

  test("invalid stored settings are ignored with a console warning", async ({ page, consoleProblems }) => {
    await page.addInitScript((key) => localStorage.setItem(key, '{"slideshow":{"blinds":0}}'), KEY);
    await page.goto("/");
    await expect
      .poll(() => takeConsole(consoleProblems, (line) => line.startsWith("Ignoring the tuned motion")))
      .toEqual([expect.stringMatching(/^Ignoring the tuned motion in localStorage "grandtour:motion": /)]);
    await expect(notice(page)).toHaveCount(0);
    await region(page).getByRole("button", { name: "Next slide" }).click();
    await expect(region(page)).toHaveAttribute("data-state", "idle");
  });
});
