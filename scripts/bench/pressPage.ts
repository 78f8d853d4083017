import type { Browser, Page } from "@playwright/test";
import { phoneProfile } from "./phoneProfile.ts";
import { type Control, installProbe, type Probe } from "./pressProbe.ts";

export const MOMENTS = ["first paint", "load", "load + 1 s", "awake"] as const;
export type Moment = (typeof MOMENTS)[number];
/** One press: what the probe saw, and whether the page left (the help link's WhatsApp request). */
export type Outcome = Probe & { left: boolean; lost: boolean };

/** A press still unanswered this long after every island woke is lost. */
const LOST_MS = Number(process.env.PRESS_LOST_MS ?? 8000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for the moment of the press; first paint is Chromium's lifecycle event, sent as FCP is recorded. */
async function reach(page: Page, moment: Moment, painted: Promise<void>) {
  if (moment === "first paint") {
    await painted;
  } else if (moment === "awake") {
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
  } else {
    await page.waitForLoadState("load", { timeout: 60_000 });
    if (moment === "load + 1 s") await sleep(1000);
  }
}

/** One tap on `control` at `moment`, in a fresh context on Lighthouse's mobile profile (phoneProfile.ts). */
export async function pressOnce(
  browser: Browser,
  url: string,
  control: Control,
  moment: Moment,
  label: string,
) {
  const { context, page, cdp, painted } = await phoneProfile(browser);
  try {
    await page.addInitScript(installProbe, { control, label });
    // The help link before waking leaves for WhatsApp: its request is aborted (the page stays) and the
    // press counted lost. Only WhatsApp's requests are paused; page.route would pause every request.
    let left = false;
    cdp.on("Fetch.requestPaused", ({ requestId }) => {
      left = true;
      cdp.send("Fetch.failRequest", { requestId, errorReason: "Aborted" }).catch(() => {});
    });
    await cdp.send("Fetch.enable", { patterns: [{ urlPattern: "*whatsapp.com/*" }] });

    const aim = () =>
      page.evaluate(() =>
        (window as unknown as { __pressAim: () => { x: number; y: number } | null }).__pressAim(),
      );
    await page.goto(url, { waitUntil: "domcontentloaded" });
    // Aimed once parsed: the first paint's busy main thread would make a look then come ~400 ms late. The
    // page does not move after (CLS 0); later moments aim again all the same.
    let at = await aim();
    await reach(page, moment, painted);
    if (moment !== "first paint") at = await aim();
    if (!at) throw new Error(`press bench: no ${control} control on ${url}`);
    await page.touchscreen.tap(at.x, at.y);
    const pressedAt = Date.now();
    for (;;) {
      const seen = await page
        .evaluate(() => ({ ...(window as unknown as { __press: Probe }).__press, now: performance.now() }))
        // Should a build's link leave for good (an error page in its place), the press is lost all the same.
        .catch((error) => (left ? ({ now: 0 } as Probe & { now: number }) : Promise.reject(error)));
      if (left && !seen.now) return { left, lost: true };
      const { now, ...probe } = seen;
      // Once answered, or once it left (lost), the page is watched until every island is awake all the
      // same, for the table's times.
      const done = probe.hydrated !== undefined || Date.now() - pressedAt > 20_000;
      if (probe.frame !== undefined && done) return { ...probe, left, lost: false };
      if (left && done) return { ...probe, left, lost: true };
      const late = probe.hydrated !== undefined && now - Math.max(probe.hydrated, probe.press ?? 0) > LOST_MS;
      if (late || Date.now() - pressedAt > 60_000) return { ...probe, left, lost: true };
      await sleep(100);
    }
  } finally {
    await context.close();
  }
}
