import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { creditsMarkdown } from "../../../scripts/credits.ts";

type Entry = { name: string; author: string; license: string };
const index = JSON.parse(readFileSync("node_modules/gl-transitions/gl-transitions.json", "utf8")) as Entry[];

describe("CREDITS.md, the gl-transitions catalogue's authors", () => {
  it("names every transition once, with its author and licence", () => {
    const list = creditsMarkdown(process.cwd())
      .split("\n")
      .filter((l) => l.startsWith("- "));
    for (const e of index) {
      const line = list.find((l) => l.includes(`\`${e.name}\``)) ?? "";
      expect(line.startsWith(`- ${e.author} (`), e.name).toBe(true);
      expect(line).toContain(e.license);
    }
    expect(list.join("\n").match(/`[^`]+`/g)).toHaveLength(index.length);
  });

  it("is what the package's index says today (npm run build or npx tsx scripts/credits.ts rewrites it)", () => {
    expect(readFileSync("CREDITS.md", "utf8")).toBe(creditsMarkdown(process.cwd()));
  });
});
