import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../support/content.ts";

// No function in src/ runs over 80 lines: a factory that needs more is split into the parts it is made of,
// each named for what it does, rather than kept under a file's 150 lines by being one closure. A function's
// length is what a reader scrolls, from its first line to its last, nested functions included; each nested
// function is measured too.

const LIMIT = 80;

type Measured = { key: string; at: string; lines: number };

/** What a reader would call a function: its own name, the name it is bound to, or what it is given to. */
function nameOf(fn: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (fn.name) return fn.name.getText(source);
  const parent = fn.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name)
    return parent.name.getText(source);
  if (ts.isCallExpression(parent)) return `callback of ${parent.expression.getText(source)}`;
  return "anonymous function";
}

/** Every function with a body in one source text (declarations, expressions, arrows, methods, accessors). */
function measureFunctions(file: string, text: string): Measured[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const found: Measured[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const start = lineOf(node.getStart(source));
      const lines = lineOf(node.getEnd()) - start + 1;
      found.push({ key: `${file}: ${nameOf(node, source)}`, at: `${file}:${start}`, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const SOURCES = readdirSync(path.join(ROOT, "src"), { recursive: true, encoding: "utf8" })
  .filter((f) => /\.tsx?$/.test(f))
  .map((f) => f.split(path.sep).join("/"));
const overLimit = () =>
  SOURCES.flatMap((file) =>
    measureFunctions(file, readFileSync(path.join(ROOT, "src", file), "utf8")),
  ).filter(({ lines }) => lines > LIMIT);

describe("function lengths in src/", () => {
  it("measures a function from its first line to its last, nested ones included and counted apart", () => {
    const text = [
      "export function outer() {", // 1
      "  const inner = () => {", // 2
      "    return 1;", // 3
      "  };", // 4
      "  class C { method() {", // 5
      "  } }", // 6
      "  return [1].map(function (n) { return n; });", // 7
      "}", // 8
    ].join("\n");
    expect(measureFunctions("a.ts", text)).toEqual([
      { key: "a.ts: outer", at: "a.ts:1", lines: 8 },
      { key: "a.ts: inner", at: "a.ts:2", lines: 3 },
      { key: "a.ts: method", at: "a.ts:5", lines: 2 },
      { key: "a.ts: callback of [1].map", at: "a.ts:7", lines: 1 },
    ]);
  });

  it(`keeps every function to ${LIMIT} lines or fewer`, () => {
    expect(SOURCES.length).toBeGreaterThan(100);
    const long = overLimit().map(({ at, key, lines }) => `src/${at} ${key.split(": ")[1]}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
