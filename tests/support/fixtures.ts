import { test as base, expect } from "./hydrated.ts";

/**
 * `test` with a console watch: any error or warning a page of the test's context logs (a hydration
 * mismatch, a CSP violation, a failed request, an exception) fails the test that caused it. The watch is
 * laid on the context when a test opens one, so that a test skipped by a hook opens neither a context
 * nor a page (a renderer's start: 0.4 s each, for 175 skipped tests a run).
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      const problems: string[] = [];
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, consoleProblems }, use) => {
    context.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") consoleProblems.push(m.text());
    });
    context.on("weberror", (e) => consoleProblems.push(e.error().message));
    await use(context);
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
