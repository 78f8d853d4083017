import { test as base, expect } from "./hydrated.ts";

/**
 * `test` with a console watch: any error or warning a page of the test's context logs (a hydration
 * mismatch, a CSP violation, a failed request, an exception) fails the test that caused it, judged as
 * the test ends, before its context closes. The watch is laid on the context, which a test opens only
 * when it uses a page, so that a test skipped by a hook opens neither (a renderer's start: 0.4 s each,
 * for 175 skipped tests a run).
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  consoleProblems: async ({}, use) => use([]),
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
