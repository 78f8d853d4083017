import { type Browser, chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "../chromium.ts";
import { phoneProfile } from "./phoneProfile.ts";
import type { Row } from "./table.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A visitor's second press, not a double tap. */
const BETWEEN_MS = 700;

/** Counts the slides shown: each change exposes its new slide's group, the others stay aria-hidden. */
function countShown() {
  const w = window as unknown as { __shown: number };
  w.__shown = 0;
  new MutationObserver((records) => {
    for (const r of records)
      if (
        (r.target as Element).matches?.("[data-slide]") &&
        !(r.target as Element).hasAttribute("aria-hidden")
      )
        w.__shown += 1;
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["aria-hidden"] });
}

type Outcome = { changes: number; slide: number; held: number };

/** Two taps on Next slide from the first paint, 0.7 s apart, on the phone profile; then the page settles. */
async function twoPressesOnce(browser: Browser, url: string, label: string): Promise<Outcome> {
  const { context, page, painted } = await phoneProfile(browser);
  try {
    await page.addInitScript(countShown);
    await page.goto(url, { waitUntil: "domcontentloaded" });
    await painted;
    const next = page.getByRole("region", { name: label }).getByRole("button", { name: "Next slide" });
    let held = 0;
    for (const wait of [0, BETWEEN_MS]) {
      await sleep(wait);
      await next.tap();
      if (await next.evaluate((el) => !el.matches("[data-hydrated] *"))) held += 1;
    }
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    // Settled: the region idle for 2 s running (a replayed press would have started by then).
    const region = page.getByRole("region", { name: label });
    for (
      let still = 0;
      still < 10;
      still = (await region.getAttribute("data-state")) === "idle" ? still + 1 : 0
    )
      await sleep(200);
    const changes = await page.evaluate(() => (window as unknown as { __shown: number }).__shown);
    const slide =
      Number(await region.locator("[data-slide]:not([aria-hidden])").getAttribute("data-slide")) + 1;
    return { changes, slide, held };
  } finally {
    await context.close();
  }
}

/** One row per site: of `runs` pairs of presses made before waking, how many made two changes. */
export async function twoPressRows(
  sites: Record<string, string>,
  label: string,
  runs: number,
): Promise<Row[]> {
  const results = new Map<string, Outcome[]>(Object.keys(sites).map((name) => [name, []]));
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    for (let i = 0; i < runs; i++)
      for (const [name, url] of Object.entries(sites))
        results.get(name)?.push(await twoPressesOnce(browser, url, label));
  } finally {
    await browser.close();
  }
  return [...results].map(([name, outcomes]) => [
    `two presses on Next slide before waking (0.7 s apart): ${name}`,
    `two changes in ${outcomes.filter((o) => o.changes === 2).length}/${outcomes.length}`,
    `changes ${outcomes.map((o) => o.changes).join(", ")}; ends on slide ${outcomes.map((o) => o.slide).join(", ")}; presses made before every island woke (html[data-hydrated]) ${outcomes.map((o) => o.held).join(", ")} of 2`,
  ]);
}
