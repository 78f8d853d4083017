import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { withStripSettings } from "./pageData.ts";
import { passTime } from "./pageTime.ts";
import { finger, stripAtRest } from "./stripDrag.ts";
import { cards, pageTitles, strip } from "./stripPage.ts";

/**
 * The strip-drag specs' page: each strip request is the drag's own (asked for at its first touch), not the
 * idle prefetch's, and the strip changes by fadeDelay.
 */
export const forStripDrags = (page: Page) =>
  withStripSettings(page, { prefetch: false, animation: "fadeDelay" });

/** A finger on the strip, through CDP's touch events (also on the desktop, where the mouse is the rule). */
export async function touchStrip(page: Page, isMobile: boolean, { reduced = false } = {}) {
  const cdp = await page.context().newCDPSession(page);
  if (!isMobile) await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
  // The canvas draws from 768 px, where motion is welcome.
  const at = await stripAtRest(page, { gpu: !isMobile && !reduced });
  const card = (await strip(page).locator("[data-strips-item]").first().boundingBox())!;
  // The first card's picture (on a phone the pager at the screen's foot covers the rest of the card).
  const first = { ...card, height: Math.min(card.height, 200) };
  return { ...at, first, finger: finger(page, cdp) };
}

/**
 * The strip shows page `n`, once its reply has come (from the network, in real time) and played: a
 * dragged change makes its page the pager's current one as it ends, after its cards came in.
 */
export async function expectOnPage(page: Page, n: number) {
  const current = strip(page).getByRole("button", { name: `Page ${n}` });
  await expect
    .poll(async () => {
      await passTime(page, 100);
      return [await cards(page).allTextContents(), await current.getAttribute("aria-current")];
    })
    .toEqual([pageTitles(n), "page"]);
  await expect(strip(page).getByText(`Page ${n} of 3`)).toBeAttached();
  await expect(strip(page)).toHaveAttribute("aria-busy", "false");
}

/** The page number a strip request asks for. */
export const askedPage = (postData: string | null) =>
  (JSON.parse(new URLSearchParams(postData ?? "").get("params") ?? "{}") as { page?: number }).page;
