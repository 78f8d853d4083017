import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { collectImages, pageAnchors } from "./refs.ts";
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

function parseFile(dir: string, name: string, schema: z.ZodType, problems: string[]): unknown {
  const file = `content/${name}.json`;
  const full = path.join(dir, `${name}.json`);
  if (!existsSync(full)) {
    problems.push(`${file}: the file is missing`);
    return undefined;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(full, "utf8"));
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

/** Checks what no single file can: references between files and to images on disk. */
function crossCheck(content: Content, imagesDir: string, problems: string[]): void {
  for (const ref of collectImages(content)) {
    if (!existsSync(path.join(imagesDir, ref.image))) {
      problems.push(`${ref.file}: ${ref.field}: image "${ref.image}" not found in assets/images`);
    }
  }
  const moduleIds = content.strips.modules.map((m) => m.id);
  moduleIds.forEach((id, i) => {
    if (moduleIds.indexOf(id) !== i)
      problems.push(`content/strips.json: modules[${i}].id: ${id} is used twice`);
  });
  if (!moduleIds.includes(content.sections.services.stripModule)) {
    problems.push(
      `content/sections.json: services.stripModule: no strip module has id ${content.sections.services.stripModule}`,
    );
  }
  const ids = pageAnchors(content);
  const anchors = new Set(ids);
  ids.forEach((id, i) => {
    if (ids.indexOf(id) !== i)
      problems.push(`content: the id "${id}" is given twice (sections, fleet vehicles, strip anchors)`);
  });
  const checkHref = (file: string, field: string, href: string | undefined) => {
    if (href?.startsWith("#") && !anchors.has(href.slice(1))) {
      problems.push(`${file}: ${field}: link target "${href}" is not on the page`);
    }
  };
  const walk = (items: Content["menu"]["items"], at: string) =>
    items.forEach((item, i) => {
      checkHref("content/menu.json", `${at}[${i}].href`, item.href);
      if (item.children) walk(item.children, `${at}[${i}].children`);
    });
  walk(content.menu.items, "items");
  content.sections.hero.actions.forEach((a, i) => {
    checkHref("content/sections.json", `hero.actions[${i}].href`, a.href);
  });
  content.sections.footer.links.forEach((a, i) => {
    checkHref("content/sections.json", `footer.links[${i}].href`, a.href);
  });
  content.features.columns.forEach((c, i) => {
    checkHref("content/features.json", `columns[${i}].action.href`, c.action?.href);
  });
  for (const m of content.strips.modules) {
    m.items.forEach((item, i) => {
      checkHref("content/strips.json", `modules[id=${m.id}].items[${i}].link.href`, item.link?.href);
    });
  }
}

/** Reads and validates content/ and throws a ContentError listing every problem. */
export function loadContent(root: string = process.cwd()): Content {
  const problems: string[] = [];
  const dir = path.join(root, "content");
  const parsed = Object.fromEntries(
    Object.entries(files).map(([name, schema]) => [name, parseFile(dir, name, schema, problems)]),
  );
  if (problems.length > 0) throw new ContentError(problems);
  const content = parsed as Content;
  crossCheck(content, path.join(root, "assets", "images"), problems);
  if (problems.length > 0) throw new ContentError(problems);
  return content;
}
