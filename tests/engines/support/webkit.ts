import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { Builder, Key, type WebDriver } from "selenium-webdriver";
import { freePort } from "../../../scripts/freePort.ts";
import type { Engine, Launch, PointerStep } from "./engine.ts";
import { MINIBROWSER, WEBKIT_DRIVER } from "./paths.ts";

const KEYS = { Escape: Key.ESCAPE, Enter: Key.ENTER, Tab: Key.TAB };

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (classic W3C WebDriver) and selenium-webdriver, which we
 * point at the driver we start, so Selenium Manager never runs. Full-screen, so no toolbar keeps the page
 * wider than a phone; with no window manager the window keeps the size asked for.
 */
export async function launchWebKit({ display, javaScript }: Launch): Promise<Engine> {
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: "ignore",
  });
  const args = ["--automation", "--full-screen", `--enable-javascript-markup=${javaScript}`];
  const caps = { browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary: MINIBROWSER, args } };
  const d = await connect(`http://127.0.0.1:${port}`, caps);
  return {
    name: "webkit",
    open: (url) => d.get(url),
    resize: async (width, height) => void (await d.manage().window().setRect({ x: 0, y: 0, width, height })),
    run: (body, ...args) =>
      d.executeScript(`return (async function () { ${body} }).apply(null, arguments)`, ...args),
    screenshot: async () => Buffer.from(await d.takeScreenshot(), "base64"),
    pointer: (steps) => perform(d, steps),
    press: (key) => d.actions().sendKeys(KEYS[key]).perform(),
    close: async () => {
      await d.quit().catch(() => {});
      driver.kill();
    },
  };
}

/** The driver takes a moment to listen: tries to open a session until it does (10 s). */
async function connect(url: string, caps: object): Promise<WebDriver> {
  for (let i = 0; ; i++) {
    try {
      return await new Builder().usingServer(url).withCapabilities(caps).build();
    } catch (error) {
      if (i >= 100) throw error;
      await sleep(100);
    }
  }
}

/** One actions request; WebKitWebDriver keeps the button's state after it, so a drag can be held. */
function perform(d: WebDriver, steps: PointerStep[]) {
  const actions = d.actions({ async: true });
  for (const s of steps) {
    if (s === "down") actions.press();
    else if (s === "up") actions.release();
    else actions.move({ x: s.move[0], y: s.move[1], duration: 0 });
  }
  return actions.perform();
}
