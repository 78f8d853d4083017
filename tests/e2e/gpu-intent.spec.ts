import { loadContent } from "../../src/content/load.ts";
import { expect, test } from "../support/fixtures.ts";

const GPU_CODE = /\/assets\/(pixi|SlideshowCanvas|StripCanvas|gsap)-[\w-]+\.js/;
const { gallery } = loadContent();

test("a visitor who only reads never fetches the GPU code; the first key press brings the canvas", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (r) => {
    if (GPU_CODE.test(r.url())) fetched.push(r.url());
  });
  await page.goto("/");
  const region = page.getByRole("region", { name: gallery.label });
  // Past the point where the page has loaded and idled: the slideshow's other slides are in.
  await expect(region.getByRole("button", { name: "Zoom in" })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(fetched).toEqual([]);
  await expect(region).toHaveAttribute("data-renderer", "dom");

  await page.keyboard.press("Shift");
  await expect(region).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
  expect(fetched.length).toBeGreaterThan(0);
});

test.describe(() => {
  test.skip(({ device }) => device.isMobile, "a pointer's sign; touch is the same listener");
  test("a visitor who moves before the widgets hydrate is not missed: the canvas comes", async ({ page }) => {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.mouse.move(2, 2);
    await page.mouse.move(1, 1);
    const region = page.getByRole("region", { name: gallery.label });
    await expect(region).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
  });
});
