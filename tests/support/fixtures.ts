import { test as base, expect } from "./hydrated.ts";

/**
 * The project's device, known in the worker before any test: a skip that reads it (`test.skip(({ device })
 * => ...)`) is decided before the file's `beforeEach` hooks open a page, where one that reads a test's
 * `isMobile` or `viewport` comes after them.
 */
type Device = { project: string; isMobile: boolean; hasTouch: boolean; width: number };

/**
 * `test` with a console watch: any error or warning a page of the test's context logs (a hydration
 * mismatch, a CSP violation, a failed request, an exception) fails the test that caused it, judged as
 * the test ends, before its context closes. The watch is laid on the context, which a test opens only
 * when it uses a page, so that a test skipped by a hook opens neither (a renderer's start: 0.4 s each,
 * for 175 skipped tests a run).
 */
export const test = base.extend<{ consoleProblems: string[] }, { device: Device }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  consoleProblems: async ({}, use) => use([]),
  device: [
    // biome-ignore lint/correctness/noEmptyPattern: as above.
    async ({}, use, { project }) =>
      use({
        project: project.name,
        isMobile: !!project.use.isMobile,
        hasTouch: !!project.use.hasTouch,
        width: project.use.viewport?.width ?? 1280,
      }),
    { scope: "worker" },
  ],
  context: async ({ context, consoleProblems }, use) => {
    context.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") consoleProblems.push(m.text());
    });
    context.on("weberror", (e) => consoleProblems.push(e.error().message));
    await use(context);
    expect(consoleProblems).toEqual([]);
  },
});

/**
 * Takes the console lines a test provoked on purpose out of the watch, and returns them, so that the
 * test can assert them exactly and anything else still fails it.
 */
export function takeConsole(problems: string[], matches: (line: string) => boolean): string[] {
  const taken = problems.filter(matches);
  const rest = problems.filter((line) => !matches(line));
  problems.splice(0, problems.length, ...rest);
  return taken;
}

export { expect };
