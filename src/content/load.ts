import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { crossCheck } from "./crossCheck.ts";
import {
  type Content,
  featuresSchema,
  gallerySchema,
  menuSchema,
  sectionsSchema,
  siteSchema,
  stripsSchema,
} from "./schema.ts";

/** Every problem found in content/, each naming the file, the field and what is wrong. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Content error:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ContentError";
  }
}

const files = {
  site: siteSchema,
  menu: menuSchema,
  strips: stripsSchema,
  gallery: gallerySchema,
  features: featuresSchema,
  sections: sectionsSchema,
} satisfies Record<keyof Content, z.ZodType>;

/** Formats a zod path as the field a person would look for: `slides[2].image`. */
function fieldName(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>(
    (out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    "",
  );
}

/** A content file's text by its name ("gallery"), or undefined when there is no such file. */
type ContentReader = (name: keyof Content) => string | undefined;

function parseFile(read: ContentReader, name: keyof Content, schema: z.ZodType, problems: string[]): unknown {
  const file = `content/${name}.json`;
  const text = read(name);
  if (text === undefined) {
    problems.push(`${file}: the file is missing`);
    return undefined;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    problems.push(`${file}: not valid JSON (${(error as Error).message})`);
    return undefined;
  }
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    problems.push(`${file}: ${fieldName(issue.path) || "(top level)"}: ${issue.message}`);
  }
  return undefined;
}

/**
 * Validates content files as the build does, whatever they are read from (disk, or a merge's result
 * before it is written): throws a ContentError listing every problem.
 */
export function checkContent(read: ContentReader, imagesDir: string): Content {
  const problems: string[] = [];
  const parsed = Object.fromEntries(
    Object.entries(files).map(([name, schema]) => [
      name,
      parseFile(read, name as keyof Content, schema, problems),
    ]),
  );
  if (problems.length > 0) throw new ContentError(problems);
  const content = parsed as Content;
  crossCheck(content, imagesDir, problems);
  if (problems.length > 0) throw new ContentError(problems);
  return content;
}

/** Reads a content folder's files from disk. */
export const readContentFolder =
  (dir: string): ContentReader =>
  (name) => {
    const file = path.join(dir, `${name}.json`);
    return existsSync(file) ? readFileSync(file, "utf8") : undefined;
  };

/**
 * Reads and validates content/ (or `contentDir`, e.g. a test's copy; the images stay in the root's
 * assets/images) and throws a ContentError listing every problem.
 */
export function loadContent(root: string = process.cwd(), contentDir = path.join(root, "content")): Content {
  return checkContent(readContentFolder(contentDir), path.join(root, "assets", "images"));
}
