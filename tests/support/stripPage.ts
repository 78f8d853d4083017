import type { Page } from "@playwright/test";
import { loadContent } from "../../src/content/load.ts";
import { test } from "./fixtures.ts";

const titles = loadContent().strips.modules[0]!.items.map((i) => i.title);
/** The card titles of strip page `n` (four to a page, as content/strips.json has it). */
export const pageTitles = (n: number) => titles.slice((n - 1) * 4, n * 4);
/** The strip endpoint's address. */
export const ENDPOINT = /\/index\.php\?option=com_roksprocket/;
export const strip = (page: Page) => page.locator("[data-strips='101']");
export const cards = (page: Page) => strip(page).locator("[data-strips-item] h3");

/** Listens to the strip's error events as an integrator would; `stripErrors` reads their messages. */
export async function listenForStripErrors(page: Page): Promise<void> {
  await page.evaluate(() => {
    const errors: string[] = [];
    Object.assign(window, { stripErrors: errors });
    document
      .querySelector("[data-strips]")!
      .addEventListener("error", (e) => errors.push(((e as CustomEvent).detail as Error).message));
  });
}

/** The messages of the strip's error events since `listenForStripErrors`, in order. */
export const stripErrors = (page: Page) =>
  page.evaluate(() => (window as unknown as { stripErrors: string[] }).stripErrors);

/** The strip's two players: its GPU canvas (from 768 px), and its DOM cards (below, or with no WebGL). */
export const RENDERERS = ["gpu", "dom"] as const;
export type Renderer = (typeof RENDERERS)[number];

/** A title for tests of `renderer`: the GPU canvas's keep the titles they had before the DOM cards'. */
export const onRenderer = (title: string, renderer: Renderer) =>
  renderer === "dom" ? `${title}, on its DOM cards` : title;

/**
 * Skips the enclosing `describe` where `renderer` does not draw: the canvas below 768 px; the DOM cards,
 * the same player at any width, are tried once, at a desktop's size without WebGL.
 */
export function skipUnlessDrawnBy(renderer: Renderer) {
  if (renderer === "gpu")
    test.skip(({ device }) => device.width < 768, "the strip draws on its canvas from 768 px");
  else
    test.skip(({ device }) => device.isMobile, "the DOM cards are tried at a desktop's size, without WebGL");
}
