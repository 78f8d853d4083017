import { expect, test } from "../support/devServer.ts";
import { passTime } from "../support/pageTime.ts";
import { arrive } from "../support/visitor.ts";

const T0 = new Date("2026-06-01T10:00:00Z");

/**
 * The development build, where React's StrictMode mounts every component, unmounts it and mounts it
 * again: the slideshow must come out of that with one canvas, one WebGL renderer and, while a
 * transition runs, one timeline.
 */
test.describe(() => {
  test.skip(({ device }) => device.isMobile, "the same build on every device: once is enough");
  test("StrictMode's mount, unmount and mount leaves one canvas, one renderer and one timeline", async ({
    devServer,
    page,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => {
      const made: { canvas: HTMLCanvasElement; lost: boolean }[] = [];
      (window as unknown as { webglContexts: typeof made }).webglContexts = made;
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        type: string,
        ...rest: unknown[]
      ) {
        const context = (getContext as (...a: unknown[]) => unknown).call(this, type, ...rest);
        if (context && type.startsWith("webgl") && !made.some((m) => m.canvas === this)) {
          const entry = { canvas: this, lost: false };
          made.push(entry);
          this.addEventListener("webglcontextlost", () => {
            entry.lost = true;
          });
        }
        return context;
      } as typeof getContext;
    });
    // The app's own gsap module, as Vite serves it to the page.
    const gsapModule = page
      .waitForRequest((r) => /\/\.vite\/deps\/gsap\.js/.test(r.url()), { timeout: 90_000 })
      .then((r) => r.url());
    // Installed before the page loads, so GSAP's ticker keeps this clock's time.
    await page.clock.install({ time: T0 });
    await page.goto(`${devServer}/`);
    await arrive(page);
    const region = page.getByRole("region", { name: "Journeys we drive" });
    await expect(region).toHaveAttribute("data-renderer", "gpu", { timeout: 90_000 });
    await expect(region.locator("canvas")).toHaveCount(1);

    const gsapUrl = await gsapModule;
    const liveTimelines = () =>
      page.evaluate(async (url) => {
        const { gsap } = (await import(/* @vite-ignore */ url)) as typeof import("gsap");
        return gsap.globalTimeline.getChildren(false, false, true).map((t) => String(t.vars.id ?? "unnamed"));
      }, gsapUrl);

    await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
    for (let i = 0; i < 3; i++) {
      await region.getByRole("button", { name: "Next slide" }).click();
      await page.clock.runFor(100);
      expect(await liveTimelines()).toEqual(["slideshow:slideLeft"]);
      await passTime(page, 1500);
      await expect(region).toHaveAttribute("data-state", "idle");
    }
    expect(await liveTimelines()).toEqual([]);
    await expect(region.locator("canvas")).toHaveCount(1);

    // The strip's canvas comes once the strip is within a screen of the viewport.
    await page.locator("[data-strips='101']").scrollIntoViewIfNeeded();
    await expect(page.locator(".strip__canvas canvas")).toHaveCount(1);
    const contexts = await page.evaluate(() =>
      (
        window as unknown as { webglContexts: { canvas: HTMLCanvasElement; lost: boolean }[] }
      ).webglContexts.map((c) => ({ onPage: c.canvas.isConnected, lost: c.lost })),
    );
    // One renderer per GPU widget (the slideshow's, and the strip's at this width), on the page. Apart
    // from released probes, Pixi keeps one small shader-precision test context for the page's lifetime.
    expect(contexts.filter((c) => c.onPage)).toEqual([
      { onPage: true, lost: false },
      { onPage: true, lost: false },
    ]);
    expect(contexts.filter((c) => !c.onPage && !c.lost).length).toBeLessThanOrEqual(1);
  });
});
