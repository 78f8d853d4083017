import { readFileSync } from "node:fs";
import path from "node:path";
import type { ContentTexts } from "../../../src/content/mergeTuning.ts";
import { ROOT } from "../../support/content.ts";

const read = (name: string) => readFileSync(path.join(ROOT, "content", `${name}.json`), "utf8");
/** The demo content's texts, as a merge gets them. */
export const DEMO: ContentTexts = {
  gallery: read("gallery"),
  strips: read("strips"),
  sections: read("sections"),
};

/** The lines of `after` that are not in `before`, in order: what version control would show as added. */
export function changedLines(before: string, after: string) {
  const old = new Set(before.split("\n"));
  return after.split("\n").filter((line) => !old.has(line));
}
