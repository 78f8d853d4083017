import type { StripItem, StripModule } from "./schema.ts";

/**
 * A strip module cut to one page (1-based): its settings and that page's items. Content, not a widget:
 * the prerendered page and the strip endpoint both cut pages this way.
 */
export type StripPageData = Omit<StripModule, "items"> & {
  page: number;
  pages: number;
  items: StripItem[];
  /** The page of each item that has an anchor: a link to `#anchor` opens the strip there. */
  anchors: Record<string, number>;
};

export function pageCount(module: StripModule): number {
  return Math.ceil(module.items.length / module.itemsPerPage);
}

/** The items of one page of a strip module, or undefined when there is no such page. */
export function stripPage(module: StripModule, page: number): StripPageData | undefined {
  const pages = pageCount(module);
  if (!Number.isInteger(page) || page < 1 || page > pages) return undefined;
  const { items, ...settings } = module;
  const start = (page - 1) * module.itemsPerPage;
  const anchors = Object.fromEntries(
    items.flatMap((item, i) => (item.anchor ? [[item.anchor, Math.floor(i / module.itemsPerPage) + 1]] : [])),
  );
  return { ...settings, page, pages, items: items.slice(start, start + module.itemsPerPage), anchors };
}
