import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "../chromium.ts";

export type PageWeight = Record<"document" | "script" | "css" | "font" | "image" | "total", number> & {
  requests: number;
};

/** Bytes on the wire until the page is loaded and idle, by kind, at one viewport width. */
export async function measurePage(url: string, width: number): Promise<PageWeight> {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(url, { waitUntil: "networkidle" });
    return await page.evaluate(() => {
      const weight = { document: 0, script: 0, css: 0, font: 0, image: 0, total: 0, requests: 0 };
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      weight.document = nav.transferSize;
      for (const entry of performance.getEntriesByType("resource") as PerformanceResourceTiming[]) {
        const kind =
          entry.initiatorType === "script" || entry.name.endsWith(".js")
            ? "script"
            : entry.name.endsWith(".css")
              ? "css"
              : /\.woff2?$/.test(entry.name)
                ? "font"
                : "image";
        weight[kind] += entry.transferSize;
        weight.requests += 1;
      }
      weight.total = weight.document + weight.script + weight.css + weight.font + weight.image;
      weight.requests += 1;
      return weight;
    });
  } finally {
    await browser.close();
  }
}
