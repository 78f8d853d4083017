import { type Browser, devices } from "@playwright/test";

/**
 * A fresh context on Lighthouse's mobile profile: a Pixel 7 (412 x 915 screen, 839 px of it the page's,
 * dpr 2.625, touch, Chrome for Android's UA), 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down and
 * 750 kbit/s up (its mobileSlow4G settings), applied by Chromium itself as Lighthouse's devtools
 * throttling does. `painted` resolves at Chromium's own first paint (a look from the page would wait for
 * its busy main thread).
 */
export async function phoneProfile(browser: Browser) {
  const context = await browser.newContext({ ...devices["Pixel 7"] });
  const page = await context.newPage();
  // tsx keeps function names with an `__name` helper that functions sent to the page would miss.
  await page.addInitScript("globalThis.__name = (target) => target;");
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Page.enable");
  await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
  const painted = new Promise<void>((resolve) =>
    cdp.on("Page.lifecycleEvent", ({ name }) => name === "firstContentfulPaint" && resolve()),
  );
  return { context, page, cdp, painted };
}
