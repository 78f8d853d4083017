import { BEHAVIOUR_CHROMIUM_ARGS } from "../../scripts/chromium.ts";
import { loadContent } from "../../src/content/load.ts";
import { expect, test } from "../support/fixtures.ts";
import { withGallerySettings } from "../support/pageData.ts";

const { gallery } = loadContent();
const N = gallery.slides.length;

// Chromium started with --disable-webgl: the slideshow must never try the GPU.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...BEHAVIOUR_CHROMIUM_ARGS, "--disable-webgl"],
  },
});

test("slideshow without WebGL: the DOM plays the changes and no canvas is ever made", async ({ page }) => {
  await page.goto("/");
  const r = page.getByRole("region", { name: gallery.label });
  await expect(r.getByRole("button", { name: "Zoom in" })).toBeVisible(); // past the lazy-load point
  for (const [button, n] of [
    ["Next slide", 2],
    ["Previous slide", 1],
    ["Previous slide", N],
  ] as const) {
    await r.getByRole("button", { name: button }).click();
    await expect(r.getByRole("group", { name: `${n} of ${N}` })).toBeVisible();
    await expect(r).toHaveAttribute("data-state", "idle");
  }
  await expect(r).toHaveAttribute("data-renderer", "dom");
  await expect(r.locator("canvas")).toHaveCount(0);
});

test("slideshow without WebGL: a blinds press crossfades at once, with no canvas to wait for", async ({
  page,
}) => {
  await withGallerySettings(page, { animation: "blindsRight" });
  await page.clock.install({ time: new Date("2026-06-01T10:00:00Z") });
  await page.goto("/");
  await page.clock.pauseAt(new Date("2026-06-01T10:01:00Z"));
  const r = page.getByRole("region", { name: gallery.label });
  await r.getByRole("button", { name: "Next slide" }).click();
  await expect(r).toHaveAttribute("data-animation", "blindsRight");
  await expect(r.getByRole("group", { name: `2 of ${N}` })).toBeVisible();
  await page.clock.runFor(600);
  await expect(r).toHaveAttribute("data-state", "idle");
  await expect(r).toHaveAttribute("data-renderer", "dom");
});
