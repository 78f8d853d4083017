import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ENV_ARGS, ensureChromium } from "../chromium.ts";

export type LighthouseResult = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * One Lighthouse run with its default mobile settings (Moto G Power, slow 4G, 4x CPU slowdown), in
 * Chromium as Lighthouse launches it: only the flags this machine needs. Forcing SwiftShader's GL, as
 * the GPU benches must for WebGL, added about 100 ms of blocking time here (median of 5 runs each); the
 * phone Lighthouse stands for has a GPU.
 */
async function runOnce(url: string, chromePath: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...CHROMIUM_ENV_ARGS],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: "error", output: "json" });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code}: ${runtimeError.message}`);
    if (categories.performance?.score == null) {
      const failed = Object.values(audits).flatMap((a) =>
        a.errorMessage ? [`${a.id}: ${a.errorMessage}`] : [],
      );
      throw new Error(`Lighthouse gave no performance score: ${failed.join("; ") || "no audit says why"}`);
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcp: value("first-contentful-paint"),
      lcp: value("largest-contentful-paint"),
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
    };
  } finally {
    chrome.kill();
  }
}

/** A run that Lighthouse itself could not finish (it happens now and then here) is run again, twice. */
async function runWithRetries(url: string, chromePath: string, attempts = 3): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, chromePath);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`${error instanceof Error ? error.message : error}; running it again`);
    }
  }
}

/** The median of each score and metric over `runs` runs: one Lighthouse run swings by several points. */
export async function runLighthouse(url: string, runs = 3): Promise<LighthouseResult & { runs: number }> {
  const chromePath = ensureChromium();
  const results: LighthouseResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await runWithRetries(url, chromePath));
  const pick = (key: keyof LighthouseResult) => median(results.map((r) => r[key]));
  return {
    runs,
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    fcp: pick("fcp"),
    lcp: pick("lcp"),
    tbt: pick("tbt"),
    cls: pick("cls"),
  };
}
