import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readmeCredits, withReadmeCredits } from "../../../scripts/credits.ts";

type Entry = { name: string; author: string; license: string };
const index = JSON.parse(readFileSync("node_modules/gl-transitions/gl-transitions.json", "utf8")) as Entry[];
const readme = readFileSync("README.md", "utf8");

describe("the README's credits for the gl-transitions catalogue", () => {
  it("names every transition once, with its author and licence", () => {
    const list = readmeCredits(process.cwd());
    for (const e of index) {
      const line = list.split("\n").find((l) => l.includes(`\`${e.name}\``)) ?? "";
      expect(line.startsWith(`- ${e.author} (`), e.name).toBe(true);
      expect(line).toContain(e.license);
    }
    expect(list.match(/`[^`]+`/g)).toHaveLength(index.length);
  });

  it("is the list the package has today (npx tsx scripts/credits.ts rewrites it)", () => {
    expect(withReadmeCredits(readme, process.cwd())).toBe(readme);
  });
});
