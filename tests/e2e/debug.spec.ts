import type { Page } from "@playwright/test";
import { loadContent } from "../../src/content/load.ts";
import { enter, next, panel, region, stored, T0, toggle } from "../support/debugPanel.ts";
import { expect, takeConsole, test } from "../support/fixtures.ts";
import { passTime } from "../support/pageTime.ts";
import { differing } from "../support/pixels.ts";
import { arrive } from "../support/visitor.ts";

const { gallery } = loadContent();
/** Watches CSP violations from the first script on. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => {
      seen.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} at ${e.sourceFile}`);
    });
  });
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** Every script the page downloaded, with its text. */
function recordScripts(page: Page) {
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on("response", (r) => {
    if (!/\.m?js(\?|$)/.test(r.url())) return;
    const script = r.text().then((body) => ({ url: r.url(), body }));
    // A script still arriving as the test ends cannot be read; the ones asked for were read.
    script.catch(() => {});
    scripts.push(script);
  });
  return () => Promise.all(scripts);
}

test.describe("the designers' debug panel", () => {
  // Each test drives many controls over one or two page loads: on a busy machine that takes a while.
  test.slow();

  test("without ?debug not a byte of the panel, Tweakpane or GSDevTools is downloaded", async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await region(page).getByRole("button", { name: "Next slide" }).click();
    await page.waitForLoadState("networkidle");
    const all = await scripts();
    expect(all.length).toBeGreaterThan(0);
    for (const { url, body } of all) {
      expect(url).not.toMatch(/panel|tweakpane|GSDevTools/i);
      expect(body).not.toMatch(/tweakpane|GSDevTools|tp-dfwv/);
    }
    await expect(panel(page)).toHaveCount(0);
  });

  test("with ?debug the panel loads, runs under the CSP, and GSDevTools follows the last transition", async ({
    page,
  }) => {
    await watchCsp(page);
    const scripts = recordScripts(page);
    const response = await page.goto("/?debug");
    // Scripts stay the site's own: its files and the page's inline early-press hold, by its hash.
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')*;/);
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByText("FPS", { exact: true }).first()).toBeVisible();
    await arrive(page);
    await expect(region(page)).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
    await next(region(page));
    const tools = page.locator(".gs-dev-tools");
    await expect(tools).toBeVisible();
    await expect(tools.locator(".animation-label")).toHaveText(/^slideshow:slideLeft/);
    await expect(region(page)).toHaveAttribute("data-state", "idle");
    if (test.info().project.name === "desktop") {
      // Scrubbed back after it settled, the transition is drawn again where the playhead stands. (With a
      // mouse, as a designer at a desk; on a phone the panel lies over the bar.)
      const stage = region(page).locator(".slideshow__stage");
      // GSDevTools' bar may lie over the stage: masked, only the stage is compared.
      const shot = () => stage.screenshot({ mask: [tools] });
      const settled = await shot();
      const track = tools.locator(".timeline-track");
      const box = await track.boundingBox();
      if (!box) throw new Error("no GSDevTools track");
      // Held on the track, the playhead stays where the designer put it.
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.35, box.y + box.height / 2);
      await expect.poll(async () => (await shot()).equals(settled)).toBe(false);
      await page.mouse.up();
      // Wide enough for the strip's canvas: the scrubber moves on to its page change.
      await page.locator("[data-strips='101']").getByRole("button", { name: "Page 2" }).press("Enter");
      await expect(tools.locator(".animation-label")).toHaveText(/^strip:fadeDelay-(leave|enter)/);
    }
    const bodies = (await scripts()).map((s) => s.body).join("\n");
    expect(bodies).toMatch(/GSDevTools/);
    await page.waitForLoadState("networkidle");
    expect(await violations(page)).toEqual([]);
  });

  test("a changed duration and animation apply to the next transition at once", async ({
    page,
    consoleProblems,
  }) => {
    await page.clock.install({ time: T0 });
    await page.goto("/?debug");
    const r = region(page);
    // On a phone the panel lies along the bottom: the slideshow goes to the top, clear of it.
    await r.evaluate((el) => el.scrollIntoView({ block: "start", behavior: "instant" }));
    await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
    // A chosen animation plays at once (on a fresh page, to the next slide), in the content's 500 ms.
    await panel(page).getByLabel("Slideshow animation").selectOption("blindsRandom");
    await expect(r).toHaveAttribute("data-animation", "blindsRandom");
    await expect(r).toHaveAttribute("data-state", "running");
    await passTime(page, 600);
    await expect(r).toHaveAttribute("data-state", "idle");
    await enter(panel(page).getByLabel("Slideshow duration (ms)"), "2000");
    await expect.poll(() => stored(page)).toBe('{"slideshow":{"animation":"blindsRandom","duration":2000}}');
    await next(r);
    await expect(r).toHaveAttribute("data-state", "running");
    await expect(r).toHaveAttribute("data-animation", "blindsRandom");
    await passTime(page, 1500); // the content's 500 ms would have ended long ago
    await expect(r).toHaveAttribute("data-state", "running");
    await passTime(page, 1500);
    await expect(r).toHaveAttribute("data-state", "idle");
    // Back to a short crossfade: it plays at once (in the 2000 ms in force), and the very next
    // transition follows the next edit.
    await panel(page).getByLabel("Slideshow animation").selectOption("crossfade");
    await expect(r).toHaveAttribute("data-animation", "crossfade");
    await passTime(page, 2100);
    await expect(r).toHaveAttribute("data-state", "idle");
    await enter(panel(page).getByLabel("Slideshow duration (ms)"), "100");
    await next(r);
    await expect(r).toHaveAttribute("data-animation", "crossfade");
    await page.clock.runFor(400);
    await expect(r).toHaveAttribute("data-state", "idle");
    // Software WebGL's performance notes about many pieces on screen are not problems of the page.
    takeConsole(consoleProblems, (line) => line.includes("GL Driver Message"));
  });

  test("the animation search finds a catalogue transition by part of its name and plays it", async ({
    page,
  }) => {
    await page.clock.install({ time: T0 });
    await page.goto("/?debug");
    const p = panel(page);
    const find = p.getByLabel("Find animation");
    // The browser offers every animation as the designer types.
    expect(await find.evaluate((el) => (el as HTMLInputElement).list?.options.length)).toBeGreaterThan(140);
    await enter(find, "wipe");
    await expect(p.getByRole("status")).toContainText(/\d+ animations match "wipe": .*directionalwipe/);
    await expect(p.getByLabel("Slideshow animation")).not.toHaveValue(/wipe/);
    await enter(find, "nothing like this");
    await expect(p.getByRole("status")).toContainText('No animation matches "nothing like this"');
    // Words only one name contains choose it, as the list does: it plays at once. Time stands still
    // meanwhile, so the change (half a second) is still playing when it is looked at on a busy machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const stage = region(page).locator(".slideshow__stage");
    const before = await stage.screenshot();
    await enter(find, "WindowSlice");
    await expect(p.getByLabel("Slideshow animation")).toHaveValue("gl:windowslice");
    await expect(region(page)).toHaveAttribute("data-animation", "gl:windowslice");
    await expect(find).toHaveValue("");
    // Drawn on the stage: halfway (its GLSL comes in a chunk of its own) the picture has moved.
    await page.clock.runFor(250);
    await expect.poll(async () => differing(before, await stage.screenshot())).toBeGreaterThan(0.05);
    await passTime(page, 2000);
    await expect(region(page)).toHaveAttribute("data-state", "idle");
  });

  test("replay, slow motion and loop play the last transition again, storing nothing", async ({ page }) => {
    await page.clock.install({ time: T0 });
    await page.goto("/?debug");
    const r = region(page);
    const p = panel(page);
    await r.evaluate((el) => el.scrollIntoView({ block: "start", behavior: "instant" }));
    await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
    await next(r);
    await passTime(page, 800);
    await expect(r).toHaveAttribute("data-state", "idle");

    await toggle(p.getByLabel("Slow motion"), true);
    await p.getByRole("button", { name: "Replay transition" }).click();
    await expect(r).toHaveAttribute("data-state", "running");
    await expect(r).toHaveAttribute("data-animation", "slideLeft");
    await passTime(page, 1500); // 500 ms at a quarter of the speed lasts 2 s
    await expect(r).toHaveAttribute("data-state", "running");
    await passTime(page, 700);
    await expect(r).toHaveAttribute("data-state", "idle");
    await expect(r.getByRole("group", { name: `2 of ${gallery.slides.length}` })).toBeVisible();

    await toggle(p.getByLabel("Slow motion"), false);
    await toggle(p.getByLabel("Loop transition"), true);
    await expect(r).toHaveAttribute("data-state", "running");
    await passTime(page, 700);
    await expect(r).toHaveAttribute("data-state", "idle");
    await passTime(page, 700); // a pause, then the same transition again
    await expect(r).toHaveAttribute("data-state", "running");
    await toggle(p.getByLabel("Loop transition"), false);
    await passTime(page, 700);
    await passTime(page, 1400);
    await expect(r).toHaveAttribute("data-state", "idle");
    expect(await stored(page)).toBeNull();
  });
});
