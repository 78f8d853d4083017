import sharp from "sharp";
import { expect, test } from "../support/fixtures.ts";
import { test as base } from "../support/hydrated.ts";
import { withGallerySettings } from "../support/pageData.ts";
import { expectSlide, gpu, N, region, stageCentre, T0, thumb, touchDrag } from "../support/slideshowPage.ts";
import { arrive } from "../support/visitor.ts";

test.describe("slideshow", () => {
  test("arrows go next and previous, wrapping at both ends", async ({ page }) => {
    await page.goto("/");
    const r = region(page);
    await expect(r).toHaveAttribute("aria-roledescription", "carousel");
    await expectSlide(r, 1);
    await r.getByRole("button", { name: "Previous slide" }).click();
    await expectSlide(r, N);
    await r.getByRole("button", { name: "Next slide" }).click();
    await expectSlide(r, 1);
    await r.getByRole("button", { name: "Next slide" }).click();
    await expectSlide(r, 2);
    await expect(thumb(r, 1)).not.toHaveAttribute("aria-current");
  });

  test("thumbnails jump to their slide and scroll into view", async ({ page }) => {
    await page.goto("/");
    const r = region(page);
    const list = r.getByRole("list");
    const scrolled = () => list.evaluate((el) => el.scrollLeft);
    await r.getByRole("button", { name: "Scroll thumbnails right" }).click();
    await expect.poll(scrolled).toBeGreaterThan(0);
    await thumb(r, N).click();
    await expectSlide(r, N);
    await expect(thumb(r, N)).toBeInViewport(); // the active thumbnail is kept in view
    await r.getByRole("button", { name: "Scroll thumbnails left" }).click();
    await thumb(r, 1).click();
    await expect(thumb(r, 1)).toBeInViewport();
    await expectSlide(r, 1);
  });

  test("a jump while a transition runs is ignored", async ({ page }) => {
    await page.clock.install({ time: T0 });
    await page.goto("/");
    const r = region(page);
    await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
    await r.getByRole("button", { name: "Next slide" }).click();
    await expect(r).toHaveAttribute("data-state", "running");
    await r.getByRole("button", { name: "Next slide" }).click();
    await thumb(r, 5).click();
    await page.clock.runFor(2000);
    await expectSlide(r, 2);
  });

  test("the keyboard works the carousel: arrow keys inside it, Enter on the buttons", async ({ page }) => {
    await page.goto("/");
    const r = region(page);
    await r.getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("Enter");
    await expectSlide(r, 2);
    await page.keyboard.press("ArrowRight");
    await expectSlide(r, 3);
    await page.keyboard.press("ArrowLeft");
    await expectSlide(r, 2);
    await thumb(r, 4).focus();
    await page.keyboard.press("Space");
    await expectSlide(r, 4);
  });

  test("the caption area is a polite live region when the visitor changes slides", async ({ page }) => {
    await page.goto("/");
    await expect(region(page).locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
  });

  test.describe(() => {
    test.skip(({ device }) => !device.isMobile, "touch");
    test("swipe left and right go next and previous; a vertical drift cancels", async ({ page }) => {
      await page.goto("/");
      const r = region(page);
      await expect(r.getByRole("button", { name: "Zoom in" })).toBeVisible(); // gestures load with it
      const cdp = await page.context().newCDPSession(page);
      const [x, y] = await stageCentre(r);
      await touchDrag(cdp, [x + 60, y], [-120, 0]);
      await expectSlide(r, 2);
      await touchDrag(cdp, [x - 60, y], [120, 0]);
      await expectSlide(r, 1);
      await touchDrag(cdp, [x + 60, y], [-120, 30]);
      await page.waitForTimeout(300);
      await expectSlide(r, 1);
    });
  });

  test("pinch zooms in and the close control returns; zoom has a button too", async ({ page, isMobile }) => {
    await page.goto("/");
    const r = region(page);
    await r.getByRole("button", { name: "Zoom in" }).click();
    await r.getByRole("button", { name: "Close zoom" }).click();
    await expect(r.getByRole("button", { name: "Zoom in" })).toBeVisible();
    test.skip(!isMobile, "pinch needs touch");
    const cdp = await page.context().newCDPSession(page);
    const [x, y] = await stageCentre(r);
    const points = (d: number) => [
      { x: x - d, y, id: 0 },
      { x: x + d, y, id: 1 },
    ];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: points(20) });
    for (const d of [30, 45, 60, 80]) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: points(d) });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await r.getByRole("button", { name: "Close zoom" }).click();
    await expect(r.getByRole("button", { name: "Zoom in" })).toBeVisible();
  });

  test("under reduced motion the DOM changes slides at once and nothing rotates", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await withGallerySettings(page, { autoplay: { enabled: true, delay: 5000 } });
    await page.goto("/");
    const r = region(page);
    await expect(r.getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await r.getByRole("button", { name: "Next slide" }).click();
    await expectSlide(r, 2);
    await page.waitForTimeout(1500);
    await expect(r).toHaveAttribute("data-renderer", "dom");
    await expect(r.locator("canvas")).toHaveCount(0);
  });

  test("a WebGL context lost mid-transition shows the DOM at once; restored, the canvas returns", async ({
    page,
  }) => {
    await page.goto("/");
    const r = region(page);
    await gpu(page);
    await r.getByRole("button", { name: "Next slide" }).click();
    await r.locator("canvas").evaluate((canvas: HTMLCanvasElement) => {
      const gl = (canvas.getContext("webgl2") ?? canvas.getContext("webgl")) as WebGLRenderingContext;
      const ext = gl.getExtension("WEBGL_lose_context")!;
      (window as unknown as { restoreGl: () => void }).restoreGl = () => ext.restoreContext();
      ext.loseContext();
    });
    await expect(r).toHaveAttribute("data-renderer", "dom");
    await expectSlide(r, 2);
    await r.getByRole("button", { name: "Next slide" }).click();
    await expectSlide(r, 3);
    await page.evaluate(() => (window as unknown as { restoreGl: () => void }).restoreGl());
    await gpu(page);
    await expect(r.locator("canvas")).toHaveCount(1);
    await r.getByRole("button", { name: "Next slide" }).click();
    await expectSlide(r, 4);
  });

  test("the canvas takes over from the first slide and draws the same picture", async ({ page }) => {
    await page.goto("/");
    const r = region(page);
    await gpu(page);
    await expect(r.locator("canvas")).toHaveCount(1);
    const slides = r.locator(".slideshow__slides");
    const shot = async () => {
      const png = await slides.screenshot({ animations: "disabled" });
      return sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    };
    const gpuPixels = await shot();
    await r.locator(".slideshow__canvas").evaluate((el: HTMLElement) => {
      el.style.visibility = "hidden";
    });
    const domPixels = await shot();
    // The canvas draws the slide the DOM image shows, not a blank or shifted one: on average the
    // pixels differ by a resampling's rounding, far below what a shift or wrong slide would give.
    let diff = 0;
    let energy = 0;
    for (let i = 0; i < gpuPixels.data.length; i++) {
      diff += Math.abs(gpuPixels.data[i]! - domPixels.data[i]!);
      energy += gpuPixels.data[i]!;
    }
    expect(energy / gpuPixels.data.length).toBeGreaterThan(10);
    expect(diff / gpuPixels.data.length).toBeLessThan(4);
  });
});

base.describe("slideshow without the GPU chunk", () => {
  base(
    "a lazy chunk that fails to load is logged in behaviour.md 8's words and the DOM slideshow works",
    async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      await page.route(/\/assets\/SlideshowCanvas-[^/]+\.js$/, (route) => route.abort());
      await page.goto("/");
      await arrive(page);
      await expect
        .poll(() => errors.find((e) => e.startsWith("Error in file:")), { timeout: 15_000 })
        .toMatch(
          /^Error in file: src\/widgets\/slideshow\/SlideshowCanvas\.tsx; Error: Failed to fetch dynamically imported module: /,
        );
      const r = region(page);
      await expect(r).toHaveAttribute("data-renderer", "dom");
      await expect(r.locator("canvas")).toHaveCount(0);
      await r.getByRole("button", { name: "Next slide" }).click();
      await expectSlide(r, 2);
    },
  );
});
