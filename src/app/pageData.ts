import type { ImageManifest } from "../content/images.ts";
import { type StripPageData, stripPage } from "../content/paging.ts";
import { collectImages } from "../content/refs.ts";
import type { Content } from "../content/schema.ts";

/** Everything the home page renders, in the server and again when the browser hydrates it. */
export type PageData = Omit<Content, "strips"> & { strip: StripPageData; images: ImageManifest };

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
