import { enter, next, notice, panel, region, stored, T0 } from "../support/debugPanel.ts";
import { expect, test } from "../support/fixtures.ts";

test.describe("the designers' debug panel with the clipboard", () => {
  // Each test drives many controls over one or two page loads: on a busy machine that takes a while.
  test.slow();
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("export, import, reset and persistence across visits, with the notice", async ({ page }) => {
    await page.clock.install({ time: T0 });
    await page.goto("/?debug");
    const p = panel(page);
    await expect(notice(page)).toHaveCount(0);
    await enter(p.getByLabel("Slideshow duration (ms)"), "1500");
    await p.getByRole("button", { name: "Strip" }).click();
    await p.getByLabel("Strip animation").selectOption("flyIn");
    await expect(notice(page)).toBeVisible();
    // GSDevTools' bar comes with the first transition the canvas plays, and lies along the bottom: the
    // notice stays above it.
    await expect(region(page)).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
    await next(region(page));
    const tools = page.locator(".gs-dev-tools");
    await expect(tools).toBeVisible();
    const bar = await tools.boundingBox();
    const box = await notice(page).boundingBox();
    if (!bar || !box) throw new Error("no GSDevTools bar or notice");
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
    const tuned = { slideshow: { duration: 1500 }, strip: { animation: "flyIn" } };

    await p.getByRole("button", { name: "Export" }).click();
    await expect(p.getByRole("status")).toHaveText("Settings copied to the clipboard");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied)).toEqual(tuned);
    await expect(p.getByLabel("Settings JSON")).toHaveValue(copied);

    await p.getByRole("button", { name: "Reset" }).click();
    expect(await stored(page)).toBeNull();
    await expect(notice(page)).toHaveCount(0);
    await expect(p.getByLabel("Slideshow duration (ms)")).toHaveValue(/^500/);

    await p.getByLabel("Settings JSON").fill('{"slideshow":{"duration":-1}}');
    await p.getByRole("button", { name: "Import" }).click();
    await expect(p.getByRole("alert")).toHaveText(/^Invalid motion settings: slideshow\.duration/);
    expect(await stored(page)).toBeNull();

    // An empty box imports from the clipboard.
    await p.getByLabel("Settings JSON").fill("");
    await p.getByRole("button", { name: "Import" }).click();
    await expect.poll(async () => JSON.parse((await stored(page)) ?? "null")).toEqual(tuned);
    await expect(p.getByLabel("Slideshow duration (ms)")).toHaveValue(/^1500/);

    // Another visit, without ?debug: the tuned motion applies and the notice says so.
    await page.goto("/");
    await expect(notice(page)).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
    const r = region(page);
    await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
    await next(r);
    await expect(r).toHaveAttribute("data-state", "running");
    await page.clock.runFor(1200);
    await expect(r).toHaveAttribute("data-state", "running");
    await page.clock.runFor(1000);
    await expect(r).toHaveAttribute("data-state", "idle");

    await notice(page).getByRole("button", { name: "Clear tuned motion" }).click();
    await expect(notice(page)).toHaveCount(0);
    expect(await stored(page)).toBeNull();
    await next(r);
    await page.clock.runFor(700);
    await expect(r).toHaveAttribute("data-state", "idle");
  });
});
