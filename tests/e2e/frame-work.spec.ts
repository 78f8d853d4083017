import type { Page } from "@playwright/test";
import { loadContent } from "../../src/content/load.ts";
import { expect, test } from "../support/fixtures.ts";
import { cards, pageTitles, strip } from "../support/stripPage.ts";
import { arrive } from "../support/visitor.ts";

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

test("under the canvas a slide change restyles only the captions, not the slides it covers", async ({
  page,
}) => {
  await page.goto("/");
  const r = region(page);
  await arrive(page);
  await expect(r).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
  await r.evaluate((el) => {
    const w = window as unknown as { restyled: Record<string, number> };
    w.restyled = { region: 0, captions: 0 };
    new MutationObserver((records) => {
      for (const m of records) w.restyled[m.target === el ? "region" : "captions"]! += 1;
    }).observe(el, { attributeFilter: ["style"] });
    const captions = el.querySelector(".slideshow__captions") as Element;
    new MutationObserver((records) => {
      w.restyled.captions! += records.length;
    }).observe(captions, { attributeFilter: ["style"] });
  });
  await r.getByRole("button", { name: "Next slide" }).click();
  await expect(r).toHaveAttribute("data-state", "idle");
  const restyled = await page.evaluate(() => (window as unknown as { restyled: object }).restyled);
  // The captions still fade, frame by frame; the region (and so every slide) is never restyled.
  expect(restyled).toMatchObject({ region: 0, captions: expect.any(Number) });
  expect((restyled as { captions: number }).captions).toBeGreaterThan(2);
});

test.describe(() => {
  test.skip(({ device }) => device.width < 768, "the strip draws on its canvas from 768 px");
  test("a strip page change starts its first frame without decoding a picture", async ({ page }) => {
    // When each createImageBitmap was called, and when the canvas first drew the old cards leaving.
    await page.addInitScript(() => {
      const w = window as unknown as { bitmapsAt: number[]; bitmapsOf: string[]; leaveAt: number };
      w.bitmapsAt = [];
      w.bitmapsOf = [];
      // A bitmap is made from a picture's file (a Blob, fetched) or from its <img>: either names its address.
      const fileOf = new WeakMap<Blob, string>();
      const blob = Response.prototype.blob;
      Response.prototype.blob = async function (this: Response) {
        const made = await blob.call(this);
        fileOf.set(made, this.url);
        return made;
      };
      const original = window.createImageBitmap.bind(window) as (...a: unknown[]) => Promise<ImageBitmap>;
      (window as unknown as { createImageBitmap: unknown }).createImageBitmap = (...args: unknown[]) => {
        w.bitmapsAt.push(performance.now());
        const from = args[0];
        w.bitmapsOf.push(
          from instanceof Blob ? (fileOf.get(from) ?? "") : (from as HTMLImageElement).currentSrc,
        );
        return original(...args);
      };
      new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target as Element;
          if (!w.leaveAt && el.getAttribute("data-gpu-drawing") === "leave") w.leaveAt = performance.now();
        }
      }).observe(document, { subtree: true, attributeFilter: ["data-gpu-drawing"] });
    });
    await page.goto("/");
    await strip(page).scrollIntoViewIfNeeded();
    await arrive(page);
    await expect(strip(page)).toHaveAttribute("data-renderer", "gpu", { timeout: 30_000 });
    // The shown page's four pictures are decoded while the page is idle.
    const pictures = await strip(page)
      .locator("[data-strips-item] img")
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc));
    expect(pictures).toHaveLength(4);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { bitmapsOf: string[] }).bitmapsOf))
      .toEqual(expect.arrayContaining(pictures));
    const pressedAt = await page.evaluate(() => performance.now());
    await strip(page).getByRole("button", { name: "Page 2" }).click();
    await expect(cards(page)).toHaveText(pageTitles(2));
    const { bitmapsAt, leaveAt } = await page.evaluate(() => {
      const w = window as unknown as { bitmapsAt: number[]; leaveAt: number };
      return { bitmapsAt: w.bitmapsAt, leaveAt: w.leaveAt };
    });
    expect(leaveAt).toBeGreaterThan(pressedAt);
    expect(bitmapsAt.filter((t) => t > pressedAt && t < leaveAt)).toEqual([]);
  });
});
