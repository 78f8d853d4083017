import type { ImageManifest } from "../content/images.ts";
import { collectImages } from "../content/refs.ts";
import type { Content, StripItem, StripModule } from "../content/schema.ts";

/** The strip as the page first shows it: its settings and the items of page 1. */
export type StripPage = Omit<StripModule, "items"> & { page: number; pages: number; items: StripItem[] };

/** Everything the home page renders, in the server and again when the browser hydrates it. */
export type PageData = Omit<Content, "strips"> & { strip: StripPage; images: ImageManifest };

export function pageCount(module: StripModule): number {
  return Math.ceil(module.items.length / module.itemsPerPage);
}

/** The items of one page (1-based) of a strip module, or undefined when there is no such page. */
export function stripPage(module: StripModule, page: number): StripPage | undefined {
  const pages = pageCount(module);
  if (!Number.isInteger(page) || page < 1 || page > pages) return undefined;
  const { items, ...settings } = module;
  const start = (page - 1) * module.itemsPerPage;
  return { ...settings, page, pages, items: items.slice(start, start + module.itemsPerPage) };
}

/** Trims the content to what the page shows, so the data embedded for hydration stays small. */
export function toPageData(content: Content, manifest: ImageManifest): PageData {
  const { strips, ...rest } = content;
  const module = strips.modules.find((m) => m.id === content.sections.services.stripModule);
  const strip = module && stripPage(module, 1);
  if (!strip) throw new Error(`No strip module with id ${content.sections.services.stripModule}`);
  const shown = new Set([
    ...collectImages({ ...content, strips: { modules: [] } }).map((r) => r.image),
    ...strip.items.map((i) => i.image),
  ]);
  const images = Object.fromEntries(Object.entries(manifest).filter(([name]) => shown.has(name)));
  return { ...rest, strip, images };
}
