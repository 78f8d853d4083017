import type { Page } from "@playwright/test";
import { loadContent } from "../../src/content/load.ts";
import { arrive } from "../visitor.ts";
import { expect, test } from "./fixtures.ts";

const { gallery } = loadContent();
const region = (page: Page) => page.getByRole("region", { name: gallery.label });

/** Counts WebGL uploads of pictures (not the slideshow's small piece-data texture) while `on` is set. */
async function countPictureUploads(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { pictureUploads: number; countUploads: boolean };
    w.pictureUploads = 0;
    const proto = WebGL2RenderingContext.prototype as unknown as Record<string, (...a: unknown[]) => void>;
    for (const name of ["texImage2D", "texSubImage2D"]) {
      const original = proto[name] as (...a: unknown[]) => void;
      proto[name] = function (this: unknown, ...args: unknown[]) {
        const source = args.at(-1);
        const picture = source instanceof ImageBitmap || source instanceof HTMLImageElement;
        if (picture && w.countUploads) w.pictureUploads++;
        return original.apply(this, args);
      };
    }
  });
}

test.describe("no work in a frame that could be done before", () => {
  test("the slideshow's pictures are on the GPU before the first change: it uploads none", async ({
    page,
  }) => {
    await countPictureUploads(page);
    await page.goto("/");
    const r = region(page);
    await arrive(page);
    await expect(r).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
    await page.evaluate(() => {
      (window as unknown as { countUploads: boolean }).countUploads = true;
    });
    for (const button of ["Next slide", "Next slide", "Previous slide"]) {
      await r.getByRole("button", { name: button }).click();
      await expect(r).toHaveAttribute("data-state", "idle");
    }
    expect(await page.evaluate(() => (window as unknown as { pictureUploads: number }).pictureUploads)).toBe(
      0,
    );
  });
});
