import { CHROMIUM_ARGS } from "../../scripts/chromium.ts";
import { loadContent } from "../../src/content/load.ts";
import { expect, test } from "./fixtures.ts";

const { gallery } = loadContent();
const N = gallery.slides.length;

// Chromium started with --disable-webgl: the slideshow must never try the GPU.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...CHROMIUM_ARGS, "--disable-webgl"],
  },
});

test("slideshow without WebGL: the DOM crossfades and no canvas is ever made", async ({ page }) => {
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
