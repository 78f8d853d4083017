import { chromium, type Page } from "@playwright/test";
import { arrive } from "../../tests/support/visitor.ts";
import { CHROMIUM_ARGS, ensureChromium } from "../chromium.ts";
import { patchPageData } from "./pageData.ts";
import { stripMovedOn } from "./strip.ts";

export type MemorySample = { heapBytes: number; textures: number; canvases: number };
export type MemorySoak = {
  before: MemorySample;
  afterSlideshow: MemorySample;
  afterStrip: MemorySample;
  slideChanges: number;
  pageChanges: number;
};

/**
 * Counts the live WebGL textures of every context (created minus deleted) and the canvases in the
 * document: what a leaking Pixi scene or a second application would make grow.
 */
function countGpuObjects() {
  const w = window as unknown as { liveTextures: number };
  w.liveTextures = 0;
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    const create = proto.createTexture;
    const remove = proto.deleteTexture;
    proto.createTexture = function (this: WebGLRenderingContext) {
      const texture = create.call(this);
      if (texture) w.liveTextures++;
      return texture;
    };
    proto.deleteTexture = function (this: WebGLRenderingContext, texture: WebGLTexture | null) {
      if (texture) w.liveTextures--;
      return remove.call(this, texture);
    };
  }
}

async function sample(page: Page): Promise<MemorySample> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  await cdp.detach();
  const counts = await page.evaluate(() => ({
    textures: (window as unknown as { liveTextures: number }).liveTextures,
    canvases: document.querySelectorAll("canvas").length,
  }));
  return { heapBytes: usedSize, ...counts };
}

/**
 * A page left running: `slideChanges` slideshow transitions (random, each a different cut) and then
 * `pageChanges` strip page changes, with the JS heap (after a forced GC), live WebGL textures and
 * canvases sampled before, between and after.
 */
export async function soakPage(url: string, slideChanges = 200, pageChanges = 100): Promise<MemorySoak> {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 480, height: 800 } });
    // tsx keeps function names with an `__name` helper that functions sent to the page would miss.
    await page.addInitScript("globalThis.__name = (target) => target;");
    await page.addInitScript(countGpuObjects);
    await page.route(url, async (route) => {
      const response = await route.fetch();
      // Short slideshow transitions and the plain fade in the strip, so the soak runs quickly.
      const body = patchPageData(await response.text(), (data) => {
        data.gallery.settings = { ...data.gallery.settings, animation: "random", duration: 100 };
        data.strip.animation = "fade";
      });
      await route.fulfill({ response, body, headers: { ...response.headers(), "content-encoding": "" } });
    });
    await page.goto(url);
    await arrive(page);
    const slideshow = page.locator("section.slideshow");
    await page.locator("section.slideshow[data-renderer='gpu']").waitFor({ timeout: 60_000 });
    // One warm-up round of each, so lazily made objects (shaders, the first page's cards) are counted.
    const next = slideshow.getByRole("button", { name: "Next slide" });
    const strip = page.locator("[data-strips]");
    const stripNext = strip.getByRole("button", { name: "Next page" });
    const nextSlide = async () => {
      await next.click();
      await page.locator("section.slideshow[data-state='idle']").waitFor();
    };
    const nextPage = async () => {
      const before = await strip.locator("[data-strips-page].active").getAttribute("data-strips-page");
      await stripNext.click();
      await page.waitForFunction(stripMovedOn, before);
    };
    for (let i = 0; i < 18; i++) await nextSlide();
    for (let i = 0; i < 3; i++) await nextPage();
    const before = await sample(page);
    for (let i = 0; i < slideChanges; i++) await nextSlide();
    const afterSlideshow = await sample(page);
    for (let i = 0; i < pageChanges; i++) await nextPage();
    const afterStrip = await sample(page);
    return { before, afterSlideshow, afterStrip, slideChanges, pageChanges };
  } finally {
    await browser.close();
  }
}
