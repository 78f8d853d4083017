import { test as base, expect } from "./hydrated.ts";

/**
 * `test` with a console watch: any error or warning the page logs (a hydration mismatch, a CSP
 * violation, a failed request, an exception) fails the test that caused it.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error" || m.type() === "warning") problems.push(m.text());
      });
      page.on("pageerror", (e) => problems.push(e.message));
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
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
