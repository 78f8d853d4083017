import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { ROOT } from "../../support/content.ts";

// A window can be a fraction of a px wide (a zoomed page, a phone's DPR): `max-width: 767px` beside
// `min-width: 768px` leaves 767.5 px to neither, and the menu there was neither the side panel (its CSS)
// nor the bar, while the script took it for the side panel. Range syntax (`width < 768px`) leaves no gap.
// (An image's `sizes` lists lower bounds only, the first that matches wins: it has no gap to fall in.)

const sources = readdirSync(path.join(ROOT, "src"), { recursive: true, encoding: "utf8" }).filter((f) =>
  /\.(css|tsx?)$/.test(f),
);

it("writes every width query in src/ in range syntax, so no fractional width falls between two", () => {
  expect(sources.length).toBeGreaterThan(100);
  const gaps = sources.flatMap((file) =>
    readFileSync(path.join(ROOT, "src", file), "utf8")
      .split("\n")
      .map((line, i) => ({ at: `${file}:${i + 1}`, line: line.trim() }))
      .filter(({ line }) => /\((min|max)-width\s*:/.test(line) && !/sizes/i.test(line)),
  );
  expect(gaps).toEqual([]);
});
