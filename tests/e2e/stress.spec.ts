import type { Page } from "@playwright/test";
import { loadContent } from "../../src/content/load.ts";
import { expect, takeConsole, test } from "../support/fixtures.ts";
import { arrive } from "../support/visitor.ts";

const { gallery, strips } = loadContent();
const N = gallery.slides.length;
const titles = strips.modules[0]!.items.map((i) => i.title);
const PAGES = Math.ceil(titles.length / 4);
const pageTitles = (n: number) => titles.slice((n - 1) * 4, n * 4);

const region = (page: Page) => page.getByRole("region", { name: gallery.label });
/** The full-size variants of a slide's picture (not its thumbnail). */
const slidePicture = (i: number) =>
  new RegExp(`/img/${gallery.slides[i]!.image.replace(/\.\w+$/, "")}-\\d+\\.\\w+\\.\\w+$`);

test("500 rapid presses on next leave the slideshow settled on a slide, and it goes on working", async ({
  page,
}) => {
  await page.goto("/");
  await arrive(page);
  const r = region(page);
  await expect(r).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
  // Bursts of presses in one task, with a pause between bursts so transitions start and run meanwhile.
  await r.getByRole("button", { name: "Next slide" }).evaluate(async (next: HTMLElement) => {
    for (let burst = 0; burst < 50; burst++) {
      for (let i = 0; i < 10; i++) next.click();
      await new Promise((done) => setTimeout(done, 20));
    }
  });
  await expect(r).toHaveAttribute("data-state", "idle");
  await expect(r).toHaveAttribute("data-renderer", "gpu");
  await expect(r.locator("canvas")).toHaveCount(1);
  const current = r.getByRole("button", { name: /^Slide \d+: / }).and(r.locator("[aria-current='true']"));
  await expect(current).toHaveCount(1);
  const shown = Number((await current.getAttribute("aria-label"))!.match(/^Slide (\d+)/)![1]);
  await expect(r.getByRole("group", { name: `${shown} of ${N}` })).toBeVisible();
  await r.getByRole("button", { name: "Next slide" }).click();
  await expect(r.getByRole("group", { name: `${(shown % N) + 1} of ${N}` })).toBeVisible();
  await expect(r).toHaveAttribute("data-state", "idle");
});

test("500 rapid presses on the strip's pages and arrows end on one page, its cards shown", async ({
  page,
}) => {
  await page.goto("/");
  const strip = page.locator("[data-strips='101']");
  const buttons = strip.getByRole("button", { name: /^(Page \d+|Next page|Previous page)$/ });
  await expect(buttons).toHaveCount(PAGES + 2);
  await buttons.first().evaluate(async (first: HTMLElement) => {
    const all = [...first.parentElement!.closest("[data-strips]")!.querySelectorAll<HTMLElement>("button")];
    let seed = 7;
    for (let i = 0; i < 500; i++) {
      seed = (seed * 16807) % 2147483647;
      all[seed % all.length]!.click();
      if (i % 20 === 0) await new Promise((done) => setTimeout(done, 15));
    }
  });
  await expect(strip).not.toHaveClass(/loading/);
  const active = strip.locator("[data-strips-page].active");
  await expect(active).toHaveCount(1);
  // Every press waits for the change before it, so let the last of them land.
  const settled = async () => {
    const n = Number(await active.getAttribute("data-strips-page"));
    const shown = await strip.locator("[data-strips-item] h3").allTextContents();
    return shown.join("|") === pageTitles(n).join("|");
  };
  await expect.poll(settled, { message: "the cards shown are the active page's" }).toBe(true);
  const before = Number(await active.getAttribute("data-strips-page"));
  const target = (before % PAGES) + 1;
  await strip.getByRole("button", { name: `Page ${target}` }).click();
  await expect(strip.locator("[data-strips-item] h3")).toHaveText(pageTitles(target));
  await expect(strip.getByRole("button", { name: `Page ${target}` })).toHaveAttribute("aria-current", "page");
});

test("a slide whose picture cannot load or decode shows a clear panel; the others still draw", async ({
  page,
  consoleProblems,
}) => {
  await page.route(slidePicture(1), (route) => route.abort());
  await page.route(slidePicture(2), (route) =>
    route.fulfill({ status: 200, contentType: "image/avif", body: "not a picture at all" }),
  );
  await page.goto("/");
  await arrive(page);
  const r = region(page);
  await expect(r).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
  for (const n of [2, 3]) {
    await r.getByRole("button", { name: "Next slide" }).click();
    const slide = r.getByRole("group", { name: `${n} of ${N}` });
    await expect(slide.getByText("The picture could not be loaded.")).toBeVisible();
    await expect(slide.getByText(gallery.slides[n - 1]!.title)).toBeVisible();
    await expect(r).toHaveAttribute("data-state", "idle");
  }
  await r.getByRole("button", { name: "Next slide" }).click();
  const fourth = r.getByRole("group", { name: `4 of ${N}` });
  await expect(
    fourth.getByRole("img", { name: gallery.slides[3]!.alt ?? gallery.slides[3]!.title }),
  ).toBeVisible();
  await expect(fourth.getByText("The picture could not be loaded.")).toHaveCount(0);
  await expect(r).toHaveAttribute("data-renderer", "gpu");
  takeConsole(consoleProblems, (line) => line.startsWith("Failed to load resource"));
});

test("slow pictures: the first slide shows at once and the canvas takes over only when all have arrived", async ({
  page,
}) => {
  let release = () => {};
  const arrived = new Promise<void>((done) => {
    release = done;
  });
  await page.route(slidePicture(1), async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto("/");
  const r = region(page);
  await expect(r.getByRole("group", { name: `1 of ${N}` }).getByRole("img")).toBeVisible();
  await page.waitForLoadState("load");
  await arrive(page);
  await page.waitForTimeout(2000); // idle time in which the canvas would otherwise take over
  await expect(r).toHaveAttribute("data-renderer", "dom");
  await r.getByRole("button", { name: "Next slide" }).click();
  await expect(r.getByRole("group", { name: `2 of ${N}` })).toBeVisible();
  await expect(r).toHaveAttribute("data-state", "idle");
  release();
  await expect(r).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
  await r.getByRole("button", { name: "Next slide" }).click();
  await expect(r.getByRole("group", { name: `3 of ${N}` })).toBeVisible();
});
