import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../support/content.ts";

// The docs are the map of the repository: every file they name exists, and every citation of
// behaviour.md in code, tests and docs names one of its numbered sections. A rename or a deletion that
// leaves the map behind fails here.

const SKIP = new Set(["node_modules", ".git", "dist", ".cache", "test-results", "playwright-report"]);
function filesUnder(dir: string, at = ""): string[] {
  return readdirSync(path.join(dir, at), { withFileTypes: true }).flatMap((entry) => {
    const name = path.posix.join(at, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : filesUnder(dir, name);
    return [name];
  });
}
const FILES = filesUnder(ROOT);
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** A path as the docs write it: from the root, from src/, from a widget's folder, or a bare name in context. */
function exists(named: string): boolean {
  const pattern = new RegExp(
    `(^|/)${named.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}${named.endsWith("/") ? "" : "$"}`,
  );
  return FILES.some((file) => pattern.test(file));
}

/** The file and folder paths a document names: `a/b.ts`, `b.tsx`, `tests/e2e/x*.spec.ts`, `shaders/`. */
function namedPaths(text: string): string[] {
  const files = text.match(
    /(?<![\w./<>-])[\w*][\w*.-]*(\/[\w*.-]+)*\.(tsx?|css|json|md|frag|vert|html)(?![\w/])/g,
  );
  const folders = [...text.matchAll(/`((?:[\w-]+\/)+)`/g)].map((m) => m[1] as string);
  return [...new Set([...(files ?? []), ...folders])];
}

/** Names that are no file: what the build writes, and the layer diagram's placeholders for a widget. */
const NOT_FILES = new Set(["CREDITS.md", "X.tsx", "useX.ts", "XCanvas.tsx"]);

describe("the docs' map of the repository", () => {
  for (const doc of ["docs/architecture.md", "docs/behaviour.md"]) {
    it(`names only files that exist: ${doc}`, () => {
      const missing = namedPaths(read(doc)).filter((named) => !NOT_FILES.has(named) && !exists(named));
      expect(missing).toEqual([]);
    });
  }

  it("cites behaviour.md by sections it has, and no file outside the repository", () => {
    const sections = new Set([...read("docs/behaviour.md").matchAll(/^## (\d+)\. /gm)].map((m) => m[1]));
    const cited = FILES.filter((f) => /^(src|scripts|tests|docs)\/.*\.(tsx?|css|md)$|^README\.md$/.test(f));
    const wrong: string[] = [];
    for (const file of cited) {
      const text = read(file);
      if (/\b(SPEC|DESIGN)\.md\b/.test(text)) wrong.push(`${file}: cites a file outside the repository`);
      for (const [, list] of text.matchAll(/behaviour\.md (\d+(?:(?:, | and )\d+)*)/g))
        for (const n of (list as string).split(/, | and /))
          if (!sections.has(n)) wrong.push(`${file}: behaviour.md ${n} is no section`);
    }
    expect(wrong).toEqual([]);
  });
});
