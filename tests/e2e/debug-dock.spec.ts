import type { Locator, Page } from "@playwright/test";
import { KEY, notice, panel } from "../support/debugPanel.ts";
import { expect, test } from "../support/fixtures.ts";
import { gpuSlideshow } from "../support/pageData.ts";

/**
 * Issue 41 item 6: the panel makes room. From 1280 px wide the panel is docked at the window's right
 * with the page beside it, GSDevTools' bar and the tuned-motion notice at its foot: none of them lies
 * over the slideshow's stage or its Next arrow, wherever the page is scrolled. Folded by its title, it is
 * a small tab and the page has its width back.
 */

type Box = { x: number; y: number; width: number; height: number };

async function box(el: Locator): Promise<Box> {
  const b = await el.boundingBox();
  if (!b) throw new Error("not drawn");
  return b;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * What covers the centre of `el`: "" when the page draws `el` itself (or a part of it) there, else the
 * element it draws instead, by tag and classes, or where its centre is when it is out of the window (a
 * failure then says what lay over it, or where it was).
 */
const coverOf = (el: Locator) =>
  el.evaluate((target) => {
    const r = target.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    if (hit && target.contains(hit)) return "";
    if (hit) return [hit.tagName.toLowerCase(), ...hit.classList].join(".");
    const at = [r.x + r.width / 2, r.y + r.height / 2].map(Math.round).join(", ");
    return `nothing: its centre (${at}) is outside the ${innerWidth}x${innerHeight} window, scrolled to ${scrollX}, ${scrollY}`;
  });

/** The page with a tuning in force (the notice shows), after one change of slide (the bar is on it). */
async function changedOnce(page: Page) {
  await page.addInitScript(([key]) => localStorage.setItem(key!, '{"slideshow":{"duration":500}}'), [KEY]);
  const r = await gpuSlideshow(page, { animation: "blindsRight" }, { path: "/?debug" });
  // Pressed in view: below the fold (at 720 px) the arrow's focus would scroll to it smoothly (base.css),
  // and a scroll made while that one runs does not stop it; it lands the page a scroll's length further.
  await r
    .locator(".slideshow__stage")
    .evaluate((el) => el.scrollIntoView({ block: "start", behavior: "instant" }));
  await r.getByRole("button", { name: "Next slide" }).press("Enter");
  await page.clock.runFor(2000);
  await expect(r).toHaveAttribute("data-state", "idle");
  await expect(page.locator(".gs-dev-tools")).toBeVisible();
  await expect(notice(page)).toBeVisible();
  return r;
}

test.describe("the debug panel docked beside the page", () => {
  // Software WebGL: the GPU canvas takes seconds to take over on a busy machine.
  test.setTimeout(120_000);

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 1920, height: 1080 },
  ]) {
    test.describe(() => {
      test.skip(({ device }) => device.project !== "desktop", "a designer at a desk");
      test(`at ${viewport.width}x${viewport.height} nothing of it lies over the stage or the Next arrow`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        const r = await changedOnce(page);
        const stage = r.locator(".slideshow__stage");
        const nextButton = r.getByRole("button", { name: "Next slide" });
        const p = panel(page);
        // The stage at the window's top, then at its foot, where the bar and the notice lie.
        for (const block of ["start", "end"] as const) {
          await stage.evaluate((el, b) => el.scrollIntoView({ block: b, behavior: "instant" }), block);
          const stageBox = await box(stage);
          for (const [name, cover] of [
            ["panel", p],
            ["GSDevTools' bar", page.locator(".gs-dev-tools")],
            ["notice", notice(page)],
          ] as const) {
            expect(overlap(await box(cover), stageBox), `${name} over the stage (${block})`).toBe(false);
          }
          await expect.poll(() => coverOf(nextButton), `Next arrow uncovered (${block})`).toBe("");
        }
        // The page's content ends where the panel starts.
        const main = await box(page.locator("main"));
        const docked = await box(p);
        expect(main.x + main.width).toBeLessThanOrEqual(docked.x);

        // Folded by its title: a small tab, and the page's content as wide as the window again.
        const title = p.getByRole("button", { name: "Motion (debug)" });
        await title.click();
        await expect.poll(async () => (await box(p)).width).toBeLessThanOrEqual(160);
        await expect.poll(async () => (await box(p)).height).toBeLessThanOrEqual(60);
        await expect(title).toBeInViewport({ ratio: 1 });
        // Polled: the fold is a CSS transition, which page.clock does not hold.
        await expect.poll(() => coverOf(title), "the tab drawn on top").toBe("");
        const clientWidth = await page.evaluate(() => document.documentElement.clientWidth);
        await expect.poll(async () => (await box(page.locator("main"))).width).toBe(clientWidth);
      });
    });
  }

  test.describe(() => {
    test.skip(({ device }) => device.isMobile, "a window size set here");
    test("narrower, where it floats over the page, folded by its title it is its title alone", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1000, height: 700 });
      await page.goto("/?debug");
      const p = panel(page);
      const title = p.getByRole("button", { name: "Motion (debug)" });
      await expect(p.getByRole("textbox", { name: "Settings JSON" })).toBeVisible();
      await title.click();
      await expect.poll(async () => (await box(p)).height).toBeLessThanOrEqual(60);
      await expect(p.getByRole("textbox", { name: "Settings JSON" })).toBeHidden();
      await title.click();
      await expect(p.getByRole("textbox", { name: "Settings JSON" })).toBeVisible();
    });
  });
});
