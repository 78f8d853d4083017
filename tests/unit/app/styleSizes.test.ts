import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { ROOT } from "../../support/content.ts";

// A stylesheet over 300 lines has more than one job: it is split where its rules change subject.

it("keeps every stylesheet in src/ to 300 lines or fewer", () => {
  const sheets = readdirSync(path.join(ROOT, "src"), { recursive: true, encoding: "utf8" }).filter((f) =>
    f.endsWith(".css"),
  );
  expect(sheets.length).toBeGreaterThan(10);
  const long = sheets
    .map((f) => ({ file: f, lines: readFileSync(path.join(ROOT, "src", f), "utf8").split("\n").length - 1 }))
    .filter(({ lines }) => lines > 300);
  expect(long).toEqual([]);
});
