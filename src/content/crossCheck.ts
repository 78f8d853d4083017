import { existsSync } from "node:fs";
import path from "node:path";
import { collectImages, pageAnchors } from "./refs.ts";
import type { Content } from "./schema.ts";

/** Checks what no single file can: references between files and to images on disk. */
export function crossCheck(content: Content, imagesDir: string, problems: string[]): void {
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
