import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { panel } from "../support/debugPanel.ts";
import { expect, takeConsole, test } from "../support/fixtures.ts";
import { gpuSlideshow } from "../support/pageData.ts";
import { differing } from "../support/pixels.ts";

/**
 * Issue 41 item 5: Film. The panel films the slideshow's last transition frame by frame from its
 * timeline and downloads it as a WebM; its frames decode (count and size), and a frame equals what the
 * stage draws with the bar at the same time.
 */

/** blindsRight at 500 ms: 24 blinds 50 ms apart take 1.65 s, 51 frames at 30 fps with the last at its end. */
const SETTINGS = { animation: "blindsRight", duration: 500 };
const FRAMES = 51;
/** Two frames compared with the stage: 0.5 s and 1 s into the change (← → step 1/60 s). */
const COMPARED = [15, 30];
/** The debug panel, the bar and the stage's own buttons lie over the stage: hidden, so it shows the canvas alone. */
const UNCOVERED =
  ".debug-panel, .gs-dev-tools, .motion-notice, .slideshow__arrow, .slideshow__zoom { visibility: hidden !important; }";
const MEDIABUNNY = path.resolve("node_modules/mediabunny/dist/bundles/mediabunny.min.mjs");

/** The film's frame count, size, and the `wanted` frames as PNGs, decoded in a page of their own. */
async function decode(browser: Browser, base: string, film: Buffer, wanted: number[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files: Record<string, [string, Buffer]> = {
    "/film-check/": ["text/html", Buffer.from("<!doctype html><title>film check</title>")],
    "/film-check/mediabunny.mjs": ["text/javascript", readFileSync(MEDIABUNNY)],
    "/film-check/film.webm": ["video/webm", film],
  };
  await page.route(`${base}/film-check/**`, (route) => {
    const [contentType, body] = files[new URL(route.request().url()).pathname] ?? [
      "text/plain",
      Buffer.from(""),
    ];
    return route.fulfill({ contentType, body });
  });
  await page.goto(`${base}/film-check/`);
  const decoded = await page.evaluate(async (frames) => {
    const mb = await import("/film-check/mediabunny.mjs" as string);
    const bytes = await (await fetch("/film-check/film.webm")).arrayBuffer();
    const input = new mb.Input({ source: new mb.BufferSource(bytes), formats: mb.ALL_FORMATS });
    const track = await input.getPrimaryVideoTrack();
    const pictures: string[] = [];
    let count = 0;
    for await (const { canvas } of new mb.CanvasSink(track).canvases()) {
      if (frames.includes(count)) pictures.push((canvas as HTMLCanvasElement).toDataURL("image/png"));
      count++;
    }
    return { count, width: track.displayWidth, height: track.displayHeight, codec: track.codec, pictures };
  }, wanted);
  await context.close();
  const pictures = decoded.pictures.map((url) => Buffer.from(url.split(",")[1] ?? "", "base64"));
  return { ...decoded, pictures };
}

/**
 * A picture at a tenth of the film's size, as PNGs `differing` compares: the codec's loss averages out
 * (the same time differs by 0.2 % of pixels), the blinds' move does not (1/30 s later: 14 %).
 */
const small = (png: Buffer, width: number, height: number) =>
  sharp(png)
    .resize(Math.round(width / 10), Math.round(height / 10), { fit: "fill" })
    .png()
    .toBuffer();

async function stageAt(page: Page, r: Locator, frame: number) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("Home");
  for (let i = 0; i < frame * 2; i++) await page.keyboard.press("ArrowRight");
  await page.clock.runFor(50);
  return r.locator(".slideshow__canvas").screenshot();
}

test("Film downloads the last transition as a WebM whose frames are the timeline's, one each 1/30 s", async ({
  page,
  browser,
  baseURL,
  consoleProblems,
}) => {
  test.setTimeout(300_000);
  const r = await gpuSlideshow(page, SETTINGS, { path: "/?debug" });
  await r.evaluate((el) => el.scrollIntoView({ block: "start", behavior: "instant" }));
  await r.getByRole("button", { name: "Next slide" }).press("Enter");
  await page.clock.runFor(2000);
  await expect(r).toHaveAttribute("data-state", "idle");
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  // The encoder's work is timed by the page's timers: the clock runs while it films (each frame's time
  // is set on the timeline, whatever the clock), and stands still again for the pictures below.
  await page.clock.resume();
  const downloaded = page.waitForEvent("download", { timeout: 120_000 });
  await panel(page).getByRole("button", { name: "Film", exact: true }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe("slideshow-blindsRight-30fps.webm");
  const film = readFileSync(await download.path());
  const status = panel(page).getByRole("status").filter({ hasText: "Film downloaded" });
  await expect(status).toContainText(`Film downloaded: ${FRAMES} frames at 30 fps`);

  const { count, width, height, codec, pictures } = await decode(browser, baseURL ?? "", film, COMPARED);
  expect({ count, codec }).toEqual({ count: FRAMES, codec: "vp9" });
  const canvasSize = await r
    .locator(".slideshow__canvas canvas")
    .evaluate((c: HTMLCanvasElement) => [c.width, c.height]);
  expect([width, height]).toEqual(canvasSize.map((n) => n - (n % 2)));
  await expect(status).toContainText(`${width}×${height} px`);

  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.addStyleTag({ content: UNCOVERED });
  const stage = async (frame: number) => small(await stageAt(page, r, frame), width, height);
  const [early, late] = await Promise.all(pictures.map((png) => small(png, width, height)));
  if (!early || !late) throw new Error("a frame is missing");
  // The same time: equal but for the codec's loss and the stage's rounded corners.
  expect(await differing(early, await stage(15)), "frame 15 and the stage at 0.5 s").toBeLessThan(0.03);
  expect(await differing(late, await stage(30)), "frame 30 and the stage at 1 s").toBeLessThan(0.03);
  // A frame later the blinds have moved on: each frame is its own time, not a neighbour's.
  expect(await differing(early, await stage(16)), "frame 15 and the stage 1/30 s later").toBeGreaterThan(
    0.05,
  );
  takeConsole(consoleProblems, (line) => line.includes("GL Driver Message"));
});
