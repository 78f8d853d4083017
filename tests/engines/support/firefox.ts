import puppeteer, { type KeyInput } from "puppeteer-core";
import type { Engine, Launch, PointerStep } from "./engine.ts";
import { FIREFOX } from "./paths.ts";

/**
 * Debian's Firefox ESR through Puppeteer over WebDriver BiDi, which Firefox speaks itself (no geckodriver,
 * which Debian does not package). Headed on our Xvfb: headless Firefox has no WebGL without a display and
 * draws classic scrollbars.
 */
export async function launchFirefox({ display, javaScript }: Launch): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: false,
    env: { ...process.env, DISPLAY: display },
    extraPrefsFirefox: { "javascript.enabled": javaScript },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  // With the page's scripts off, Firefox still evaluates ours but settles no promise: run them unawaited.
  const wrap = javaScript ? "async function" : "function";
  const step = (s: PointerStep) => {
    if (s === "down") return page.mouse.down();
    if (s === "up") return page.mouse.up();
    return page.mouse.move(...s.move);
  };
  return {
    name: "firefox",
    open: async (url) => void (await page.goto(url, { waitUntil: "load" })),
    resize: (width, height) => page.setViewport({ width, height }),
    run: <T>(body: string, ...args: unknown[]) =>
      page.evaluate(`(${wrap} () { ${body} }).apply(null, ${JSON.stringify(args)})`) as Promise<T>,
    screenshot: async () => Buffer.from(await page.screenshot()),
    pointer: async (steps) => {
      for (const s of steps) await step(s);
    },
    press: (key) => page.keyboard.press(key as KeyInput),
    close: () => browser.close(),
  };
}
