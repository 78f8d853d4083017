import { test as base, expect } from "@playwright/test";
import { PORT } from "../../support/ports.ts";
import { startDisplay } from "./display.ts";
import type { Engine, EngineName, Launch, Screen } from "./engine.ts";
import { launchFirefox } from "./firefox.ts";
import { EnginePage } from "./page.ts";
import { proxySite, type Site } from "./site.ts";
import { launchWebKit } from "./webkit.ts";

const launchers: Record<EngineName, (launch: Launch) => Promise<Engine>> = {
  firefox: launchFirefox,
  webkit: launchWebKit,
};

/** What a project sets: the engine and the window's size. */
export type EngineOptions = { engineName: EngineName; windowSize: Screen };

type WorkerFixtures = { engineName: EngineName; display: string; siteProxy: Site; engine: Engine };
type TestFixtures = {
  windowSize: Screen;
  site: EnginePage;
  launch: (javaScript: boolean) => Promise<EnginePage>;
};

/**
 * The cross-engine suite's `test`: each worker has its own X display, its own proxy in front of the built
 * site and one browser of its project's engine; each test a `site` at its project's window size that must end
 * with no error or policy violation of the site's own (probe.js). `launch` starts another browser of the
 * same engine, with the page's scripts on or off.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  engineName: ["firefox", { option: true, scope: "worker" }],
  windowSize: [{ width: 1280, height: 800 }, { option: true }],
  display: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use, worker) => {
      const display = await startDisplay(90 + worker.parallelIndex * 10);
      await use(display.name);
      display.stop();
    },
    { scope: "worker" },
  ],
  siteProxy: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const site = await proxySite(`http://127.0.0.1:${PORT}`);
      await use(site);
      await site.close();
    },
    { scope: "worker" },
  ],
  engine: [
    async ({ engineName, display }, use) => {
      const engine = await launchers[engineName]({ display, javaScript: true });
      await use(engine);
      await engine.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  site: async ({ engine, siteProxy, windowSize }, use) => {
    const site = new EnginePage(engine, siteProxy, windowSize);
    await use(site);
    expect(await site.problems(), "errors and policy violations of the site's own").toEqual([]);
  },
  launch: async ({ engineName, display, siteProxy, windowSize }, use) => {
    const started: Engine[] = [];
    await use(async (javaScript) => {
      const engine = await launchers[engineName]({ display, javaScript });
      started.push(engine);
      return new EnginePage(engine, siteProxy, windowSize, javaScript);
    });
    for (const engine of started) await engine.close();
  },
});

export { expect };
